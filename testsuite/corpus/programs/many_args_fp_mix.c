/* Functions with more floating-point arguments than XMM argument registers (8): 12..20
   float and double arguments interleaved with integers, so floats land in stack slots
   (a float in an 8-byte slot), plus float returns, double returns and a function
   pointer call; results printed exactly with %a. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>

__attribute__((noinline)) static double d12(double a, double b, double c, double d, double e, double f, double g, double h, double i, double j, double k, double l) {
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j + 11 * k + 12 * l;
}
__attribute__((noinline)) static float f16(float a, float b, float c, float d, float e, float f, float g, float h, float i, float j, float k, float l, float m, float n, float o, float p) {
    return a - b + c - d + e - f + g - h + i - j + k - l + m - n + o * p;
}
__attribute__((noinline)) static double mixed(int a, double b, float c, long d, double e, float f, char g, double h, float i, short j, double k, float l, long m,
                                               double n, float o, int p, double q, float r) {
    return a + b + c + (double)d + e + f + g + h + i + j + k + l + (double)m + n + o + p + q + r;
}
__attribute__((noinline)) static float last_float(int a, int b, int c, int d, int e, int f, int g, double h0, double h1, double h2, double h3, double h4, double h5, double h6, double h7, float x) {
    return (float)(a + b + c + d + e + f + g) + (float)(h0 + h1 + h2 + h3 + h4 + h5 + h6 + h7) * x;
}

int main(void) {
    volatile double v = 0.1;
    double r1 = d12(v, v * 2, v * 3, v * 4, v * 5, v * 6, v * 7, v * 8, v * 9, v * 10, v * 11, v * 12);
    float r2 = f16(1.5f, 2.25f, 3.125f, 4.0625f, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0.5f, (float)v);
    double r3 = mixed(1, 0.5, 0.25f, 1L << 40, 1e-3, 1e-4f, 'c', 1e10, 3.5f, -7, 1e-20, 2.5e-3f, -5, 0.75, 128.0f, 9, 1e5, -0.125f);
    float r4 = last_float(1, 2, 3, 4, 5, 6, 7, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.3f);
    double (*fp)(double, double, double, double, double, double, double, double, double, double, double, double) = d12;
    double r5 = fp(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, v);
    printf("r1=%a r2=%a r3=%a r4=%a r5=%a\n", r1, (double)r2, r3, (double)r4, r5);
    return (int)r5;
}
