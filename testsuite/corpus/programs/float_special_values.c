/* NaN, +-inf, -0.0: arithmetic, comparisons, classification, sign handling. */
#include <stdio.h>
#include <math.h>
#include <float.h>
#include <string.h>
#include <stdint.h>

__attribute__((noinline)) static double add(double a, double b) { return a + b; }
__attribute__((noinline)) static double mul(double a, double b) { return a * b; }
__attribute__((noinline)) static double dvd(double a, double b) { return a / b; }
__attribute__((noinline)) static float addf(float a, float b) { return a + b; }
__attribute__((noinline)) static int cmps(double a, double b) {
    return (a < b) | (a <= b) << 1 | (a == b) << 2 | (a != b) << 3 | (a > b) << 4 | (a >= b) << 5 | isunordered(a, b) << 6 | isless(a, b) << 7;
}
static uint64_t bits(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }
static uint32_t bitsf(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static const char *cls(double d) {
    switch (fpclassify(d)) { case FP_NAN: return "nan"; case FP_INFINITE: return "inf"; case FP_ZERO: return "zero"; case FP_SUBNORMAL: return "subnormal"; default: return "normal"; }
}

int main(void) {
    volatile double zero = 0.0;
    double vals[] = { 0.0, -0.0, 1.0, -1.0, INFINITY, -INFINITY, NAN, DBL_MAX, -DBL_MAX, DBL_MIN, DBL_TRUE_MIN, 0.1, 1e308 };
    int n = (int)(sizeof vals / sizeof vals[0]);
    for (int i = 0; i < n; i++) {
        double a = vals[i];
        printf("%-12g cls=%-9s sign=%d isnan=%d isinf=%d finite=%d bits=%016llx neg=%g fabs=%g\n", a, cls(a), signbit(a) != 0, isnan(a) != 0, isinf(a) != 0, isfinite(a) != 0,
               (unsigned long long)bits(a), -a, fabs(a));
        for (int j = 0; j < n; j += 3) {
            double b = vals[j];
            double s = add(a, b), p = mul(a, b), q = dvd(a, b);
            printf("   %g op %g: + %g (%d) * %g (%d) / %g (%d) cmp=%02x\n", a, b, s, signbit(s) != 0, p, signbit(p) != 0, q, signbit(q) != 0, cmps(a, b));
        }
    }
    double nz = -zero;
    printf("-0 == 0: %d, 1/-0 = %g, 1/0 = %g, 0/0 isnan=%d\n", nz == zero, 1.0 / nz, 1.0 / zero, isnan(zero / zero));
    printf("copysign %g %g %g\n", copysign(3.0, -0.0), copysign(INFINITY, -1.0), (double)(signbit(copysign(NAN, -1.0)) != 0));
    printf("fmin/fmax with nan: %g %g %g %g\n", fmin(NAN, 1.0), fmax(2.0, NAN), fmin(-0.0, 0.0), fmax(-0.0, 0.0));
    printf("inf-inf nan=%d inf*0 nan=%d sqrt(-1) nan=%d\n", isnan(add(INFINITY, -INFINITY)), isnan(mul(INFINITY, 0.0)), isnan(sqrt(-zero - 1.0)));
    printf("overflow: %g %g underflow: %g %g\n", mul(DBL_MAX, 2.0), mul(-DBL_MAX, 1.5), mul(DBL_TRUE_MIN, 0.5), dvd(DBL_MIN, 1e300));
    float fi = addf(FLT_MAX, FLT_MAX), fn = addf(INFINITY, -INFINITY);
    printf("float: %g %08x %d %08x nan-eq-self=%d\n", fi, bitsf(fi), isnan(fn) != 0, bitsf(-0.0f), fn == fn);
    float fnan = nanf("");
    double promoted = fnan; printf("promoted nan isnan=%d\n", isnan(promoted) != 0);
    int count = 0; for (int i = 0; i < n; i++) if (vals[i] == vals[i]) count++;
    /* NaN in conditional select and loops */
    double m = -INFINITY; for (int i = 0; i < n; i++) m = vals[i] > m ? vals[i] : m; printf("max=%g\n", m);
    double mi = INFINITY; for (int i = 0; i < n; i++) if (!(vals[i] >= mi)) mi = vals[i]; printf("min-with-nan-logic=%g\n", mi);
    printf("nextafter %a %a\n", nextafter(0.0, 1.0), nextafter(1.0, 2.0));
    printf("nan payloads equal-bits=%d\n", bits(NAN) == bits(NAN));
    return count;
}
