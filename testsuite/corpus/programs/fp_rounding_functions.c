/* Rounding functions at halfway points, negative values, large magnitudes and
   specials: floor/ceil/trunc/round/rint/nearbyint/lround/llround/lrint/roundeven for
   float, double and long double, and modf. (These are exact operations, so the results
   do not depend on the libm implementation.) */
#define _GNU_SOURCE /* roundeven */
#include <stdio.h>
#include <math.h>

__attribute__((noinline)) static double fl(double x) { return floor(x); }
__attribute__((noinline)) static double ce(double x) { return ceil(x); }
__attribute__((noinline)) static double tr(double x) { return trunc(x); }
__attribute__((noinline)) static double rd(double x) { return round(x); }
__attribute__((noinline)) static double ri(double x) { return rint(x); }
__attribute__((noinline)) static double ne(double x) { return nearbyint(x); }
__attribute__((noinline)) static double re(double x) { return roundeven(x); }
__attribute__((noinline)) static float flf(float x) { return floorf(x); }
__attribute__((noinline)) static float rdf(float x) { return roundf(x); }
__attribute__((noinline)) static float trf(float x) { return truncf(x); }
__attribute__((noinline)) static long double fll(long double x) { return floorl(x); }
__attribute__((noinline)) static long double rdl(long double x) { return roundl(x); }
__attribute__((noinline)) static long double ril(long double x) { return rintl(x); }

int main(void) {
    volatile double v[] = {0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999999999999994, -0.49999999999999994, 4503599627370495.5, 4503599627370497.0,
                           9007199254740993.0, 1e300, -1e-300, 2.7, -2.7, 0.0, -0.0};
    int n = (int)(sizeof v / sizeof v[0]);
    for (int i = 0; i < n; i++) {
        double x = v[i];
        printf("%-24.17g floor=%g ceil=%g trunc=%g round=%g rint=%g nearby=%g even=%g", x, fl(x), ce(x), tr(x), rd(x), ri(x), ne(x), re(x));
        if (fabs(x) < 1e18) printf(" lround=%ld llround=%lld lrint=%ld", lround(x), llround(x), lrint(x));
        double ip, fp = modf(x, &ip);
        printf(" modf=%g,%g\n", ip, fp);
    }
    volatile float fv[] = {0.5f, 2.5f, -3.5f, 8388607.5f, 16777215.0f, -0.7f};
    for (int i = 0; i < 6; i++) printf("f %.9g floor=%.9g round=%.9g trunc=%.9g lrintf=%ld\n", (double)fv[i], (double)flf(fv[i]), (double)rdf(fv[i]), (double)trf(fv[i]), lrintf(fv[i]));
    volatile long double lv[] = {0.5L, 2.5L, -2.5L, 9223372036854775807.5L, -1e30L, 4611686018427387903.5L};
    for (int i = 0; i < 6; i++) printf("L %.21Lg floor=%.21Lg round=%.21Lg rint=%.21Lg\n", lv[i], fll(lv[i]), rdl(lv[i]), ril(lv[i]));
    printf("special: %g %g %g %d\n", fl(INFINITY), ce(-INFINITY), rd(-INFINITY), isnan(tr(NAN)));
    return (int)ri(42.5);
}
