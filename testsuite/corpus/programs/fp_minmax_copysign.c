/* fmin/fmax (NaN operands return the other operand), fabs/copysign with all sign
   combinations and NaN magnitudes, ternary min/max idioms with NaN and signed zeros
   (whose result is defined by the comparison), and clamping of doubles and floats. */
#include <stdio.h>
#include <math.h>

__attribute__((noinline)) static double tmin(double a, double b) { return a < b ? a : b; }
__attribute__((noinline)) static double tmax(double a, double b) { return a > b ? a : b; }
__attribute__((noinline)) static double tmin2(double a, double b) { return a <= b ? a : b; }
__attribute__((noinline)) static float tminf(float a, float b) { return a < b ? a : b; }
__attribute__((noinline)) static double clamp(double x, double lo, double hi) { return x < lo ? lo : (x > hi ? hi : x); }
__attribute__((noinline)) static double cs(double m, double s) { return copysign(m, s); }
__attribute__((noinline)) static float csf(float m, float s) { return copysignf(m, s); }
static void pr(double v) { if (isnan(v)) printf(" nan"); else printf(" %s%g", signbit(v) && v == 0 ? "-" : "", v == 0 ? 0.0 : v); }

int main(void) {
    volatile double v[] = {-INFINITY, -2.5, -0.0, 0.0, 1.0, INFINITY, NAN};
    for (int i = 0; i < 7; i++) {
        printf("%-5g:", isnan(v[i]) ? 0.0 / 1 : v[i]);
        for (int j = 0; j < 7; j++) {
            pr(tmin(v[i], v[j])); pr(tmax(v[i], v[j])); pr(tmin2(v[i], v[j]));
            double a = fmin(v[i], v[j]), b = fmax(v[i], v[j]);
            if (isnan(v[i]) || isnan(v[j]) || v[i] != v[j] || v[i] != 0) { pr(a); pr(b); } else printf(" z z");
            printf(" |");
        }
        printf("\n");
    }
    for (int i = 0; i < 7; i++) {
        printf("copysign:");
        for (int j = 0; j < 6; j++) pr(cs(v[i], v[j]));
        pr(fabs(v[i]));
        printf(" f:");
        pr(csf((float)v[i], -1.0f)); pr(tminf((float)v[i], 0.0f));
        printf("\n");
    }
    for (double x = -3; x <= 3; x += 0.75) printf("%g ", clamp(x, -1.5, 2));
    printf("\nclamp nan: "); pr(clamp(NAN, -1, 1));
    printf("\n");
    return (int)clamp(100, -1, 42);
}
