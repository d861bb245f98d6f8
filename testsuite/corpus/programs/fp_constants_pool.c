/* Floating-point constants of every kind materialized in code: 0.0, -0.0, 1.0, powers of
   two, 0.1, hex-float literals, subnormal constants, FLT/DBL/LDBL extremes, infinity and
   NaN constants, float vs double vs long double literals of the same decimal value, and
   constant tables returned by index. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <float.h>
#include <math.h>

__attribute__((noinline)) static double dconst(int i) {
    switch (i) {
    case 0: return 0.0;
    case 1: return -0.0;
    case 2: return 1.0;
    case 3: return 0.1;
    case 4: return 0x1.123456789abcdp-3;
    case 5: return 4.9406564584124654e-324;
    case 6: return DBL_MAX;
    case 7: return -DBL_MIN;
    case 8: return INFINITY;
    case 9: return 1e22;
    case 10: return 3.0e-5;
    default: return -1234.5;
    }
}
__attribute__((noinline)) static float fconst(int i) {
    static const float t[] = {0.0f, -0.0f, 1.0f, 0.1f, 0x1.fffffep127f, 1e-45f, 16777216.0f, 3.14159265f, -1.5e-38f};
    return t[i % 9];
}
__attribute__((noinline)) static long double lconst(int i) {
    static const long double t[] = {0.1L, 1e4932L, 1e-4950L, 3.14159265358979323846264338327950288L, -0.0L, 0x1.fffffffffffffffep16383L};
    return t[i % 6];
}
__attribute__((noinline)) static double poly(double x) { return 1.0 + x * (0.5 + x * (0.16666666666666666 + x * (0.041666666666666664 + x * 0.008333333333333333))); }
__attribute__((noinline)) static int is_nan_const(void) { double n = NAN; return n != n; }

int main(void) {
    for (int i = 0; i < 12; i++) printf("d%-2d %a\n", i, dconst(i));
    for (int i = 0; i < 9; i++) printf("f%-2d %a\n", i, (double)fconst(i));
    for (int i = 0; i < 6; i++) printf("l%-2d %La\n", i, lconst(i));
    printf("0.1: f=%a d=%a l=%La\n", (double)0.1f, 0.1, 0.1L);
    printf("poly(0.5)=%a poly(-1)=%a\n", poly(0.5), poly(-1.0));
    printf("nan const: %d, huge_val %g, inff %g\n", is_nan_const(), __builtin_huge_val(), (double)__builtin_inff());
    return (int)(dconst(9) / 1e20);
}
