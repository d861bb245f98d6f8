/* Subnormal floats/doubles: generation, arithmetic, gradual underflow, conversions. */
#include <stdio.h>
#include <float.h>
#include <math.h>
#include <string.h>
#include <stdint.h>

__attribute__((noinline)) static double halve(double x) { return x / 2; }
__attribute__((noinline)) static float halvef(float x) { return x * 0.5f; }
__attribute__((noinline)) static float d2f(double x) { return (float)x; }
__attribute__((noinline)) static double f2d(float x) { return x; }

int main(void) {
    double d = DBL_MIN; int steps = 0;
    while (d > 0) { if (steps % 8 == 0) printf("d step %2d: %a %g sub=%d\n", steps, d, d, fpclassify(d) == FP_SUBNORMAL); d = halve(d); steps++; }
    printf("double halvings below DBL_MIN: %d\n", steps);
    float f = FLT_MIN; int fsteps = 0;
    while (f > 0) { if (fsteps % 6 == 0) printf("f step %2d: %a %g\n", fsteps, (double)f, (double)f); f = halvef(f); fsteps++; }
    printf("float halvings below FLT_MIN: %d\n", fsteps);
    volatile double tm = DBL_TRUE_MIN;
    printf("true_min %a *3=%a /3=%a sum=%a\n", tm, tm * 3, tm / 3 * 3, tm + tm);
    printf("min-sub diff: %a\n", DBL_MIN - DBL_TRUE_MIN);
    double a = 3 * DBL_TRUE_MIN, b = 2 * DBL_TRUE_MIN;
    printf("exact subnormal sub: %a eq=%d\n", a - b, a - b == DBL_TRUE_MIN);
    /* narrowing to float: values that become subnormal or zero in float */
    double sv[] = { 1e-38, 1e-40, 1e-45, 7e-46, 1e-46, 1.4e-45, 2.8e-45, FLT_MIN * 0.75 };
    for (int i = 0; i < 8; i++) { float r = d2f(sv[i]); printf("d2f %g -> %a back=%a\n", sv[i], (double)r, f2d(r)); }
    double frac; int ex;
    frac = frexp(DBL_TRUE_MIN, &ex); printf("frexp %g %d\n", frac, ex);
    printf("ldexp %a %a %a\n", ldexp(1.0, -1074), ldexp(1.0, -1075), ldexp(1.5, -1074));
    printf("ilogb %d %d\n", ilogb(DBL_TRUE_MIN), ilogb(DBL_MIN));
    float fs = 1e-40f; float prod = fs * 1e20f; printf("sub*big %g\n", (double)prod);
    double acc = 0; for (int i = 0; i < 1000; i++) acc += DBL_TRUE_MIN * (i % 7); printf("acc %a\n", acc);
    uint64_t u; double one_sub = DBL_TRUE_MIN * 12345; memcpy(&u, &one_sub, 8); printf("bits %016llx\n", (unsigned long long)u);
    return steps - 1000;
}
