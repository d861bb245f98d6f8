/* Rounding behaviour of float and double arithmetic, fmod/remainder/rint/round family,
   Kahan summation, and float vs double accumulation differences. */
#include <stdio.h>
#include <math.h>
#include <float.h>

__attribute__((noinline)) static float fsum(const float *v, int n) { float s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }
__attribute__((noinline)) static double kahan(const double *v, int n) {
    double s = 0, c = 0;
    for (int i = 0; i < n; i++) { volatile double y = v[i] - c; volatile double t = s + y; c = (t - s) - y; s = t; }
    return s;
}
__attribute__((noinline)) static double naive(const double *v, int n) { double s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }

int main(void) {
    static double v[10000]; static float fv[10000];
    for (int i = 0; i < 10000; i++) { v[i] = 0.1 * ((i % 13) + 1); fv[i] = (float)v[i]; }
    printf("naive %.17g kahan %.17g float %.9g\n", naive(v, 10000), kahan(v, 10000), (double)fsum(fv, 10000));
    double xs[] = { 2.5, 3.5, -2.5, -0.5, 0.5, 1.4999999999999998, 1e16 + 1, -7.25 };
    for (int i = 0; i < 8; i++) {
        double x = xs[i];
        printf("x=%.17g round=%g rint=%g nearbyint=%g floor=%g ceil=%g trunc=%g lround=%ld\n", x, round(x), rint(x), nearbyint(x), floor(x), ceil(x), trunc(x), lround(x));
    }
    double ys[][2] = { {10, 3}, {-10, 3}, {10, -3}, {5.5, 2}, {-5.5, 2}, {1e300, 3}, {7, 0.5} };
    for (int i = 0; i < 7; i++) printf("fmod(%g,%g)=%g remainder=%g\n", ys[i][0], ys[i][1], fmod(ys[i][0], ys[i][1]), remainder(ys[i][0], ys[i][1]));
    volatile double a = 0.1, b = 0.2; printf("0.1+0.2=%.17g eq0.3=%d\n", a + b, a + b == 0.3);
    volatile float fa = 0.1f, fb = 0.2f; printf("f 0.1+0.2=%.9g eq=%d\n", (double)(fa + fb), fa + fb == 0.3f);
    volatile double one = 1.0; printf("1+eps/2==1: %d 1+eps==1: %d\n", one + DBL_EPSILON / 2 == one, one + DBL_EPSILON == one);
    double h = 1.0; int k = 0; while ((volatile double)(1.0 + h) != 1.0) { h /= 2; k++; } printf("eps halvings %d\n", k);
    printf("sqrt %.17g %.17g cbrt %.17g hypot %.17g\n", sqrt(2.0), sqrt(1e-310), cbrt((volatile double){27.0}), hypot(3e200, 4e200));
    float fx = 16777216.0f; fx += 1.0f; printf("f 2^24+1 = %.1f\n", (double)fx);
    double mulv = 1.0; for (int i = 1; i <= 25; i++) mulv *= i; printf("25! = %.17g\n", mulv);
    printf("float div %a %a\n", (double)(1.0f / 3.0f), 1.0 / 3.0);
    return (int)round(naive(v, 10000)) % 256;
}
