/* Correctly rounded operations whose results are fully specified: sqrt/sqrtf/sqrtl of
   perfect squares, non-squares and boundary values, fma/fmaf computing exact product
   error terms (two-product), and error-free two-sum; checked via exact identities. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <math.h>
#include <float.h>

__attribute__((noinline)) static double sq(double x) { return sqrt(x); }
__attribute__((noinline)) static float sqf(float x) { return sqrtf(x); }
__attribute__((noinline)) static double bsq(double x) { return __builtin_sqrt(x); }
__attribute__((noinline)) static double two_prod_err(double a, double b) { double p = a * b; return fma(a, b, -p); }
__attribute__((noinline)) static void two_sum(double a, double b, double *s, double *e) { double x = a + b, z = x - a; *s = x; *e = (a - (x - z)) + (b - z); }

int main(void) {
    int bad = 0;
    for (int i = 0; i <= 3000; i++) {
        double r = sq((double)i * i);
        if (r != i) bad++;
        if (sqf((float)(i * i)) != (float)i) bad++;
    }
    volatile double v[] = {2.0, 3.0, 0.5, 1e-300, 5e-324, DBL_MAX, 1.0 + DBL_EPSILON, 0x1.fffffffffffffp-1, 1e16 + 2, 0.0, -0.0, INFINITY};
    for (int i = 0; i < 12; i++) {
        double r = sq(v[i]);
        printf("sqrt(%a) = %a builtin %a f %a\n", v[i], r, bsq(v[i]), (double)sqf((float)v[i]));
    }
    printf("sqrtl(2) = %La, sqrtl(LDBL_MAX) = %La\n", sqrtl(2.0L), sqrtl(LDBL_MAX));
    volatile double a = 0.1, b = 10.0, c = 1.0 + DBL_EPSILON, d = 1.0 - DBL_EPSILON / 2;
    printf("err(0.1*10)=%a err(c*c)=%a err(c*d)=%a\n", two_prod_err(a, b), two_prod_err(c, c), two_prod_err(c, d));
    printf("fma(c,c,-1)=%a (c*c-1)=%a\n", fma(c, c, -1.0), c * c - 1.0);
    printf("fmaf=%a fmal=%La\n", (double)fmaf(1.0f + FLT_EPSILON, 1.0f - FLT_EPSILON, -1.0f), fmal(1.0L + LDBL_EPSILON, 1.0L + LDBL_EPSILON, -1.0L));
    double s, e;
    two_sum(1e16, 1.0 + a, &s, &e);
    printf("two_sum: s=%a e=%a\n", s, e);
    printf("bad %d\n", bad);
    return bad;
}
