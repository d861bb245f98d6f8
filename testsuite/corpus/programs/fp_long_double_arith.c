/* x87 long double arithmetic: the 64-bit mantissa (1 + LDBL_EPSILON, 2^64 + 1), exponent
   range beyond double (1e4000, 1e-4900), subnormal long doubles, + - * / with rounding,
   comparisons, sqrtl/fabsl/fmal/floorl, and long double values passed through memory
   and across calls. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <math.h>
#include <float.h>

__attribute__((noinline)) static long double add(long double a, long double b) { return a + b; }
__attribute__((noinline)) static long double mul(long double a, long double b) { return a * b; }
__attribute__((noinline)) static long double dv(long double a, long double b) { return a / b; }
__attribute__((noinline)) static long double poly(long double x) { return ((x * 3.0L - 2.0L) * x + 1.0L) * x - 0.5L; }
__attribute__((noinline)) static int cmp(long double a, long double b) { return (a < b) | (a == b) << 1 | (a > b) << 2; }
__attribute__((noinline)) static long double sum_array(const long double *a, int n) { long double s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
__attribute__((noinline)) static long double many(long double a, double b, long double c, float d, long double e, int f, long double g) { return a - b + c * d - e / f + g; }

int main(void) {
    volatile long double one = 1.0L;
    printf("eps=%La 1+eps=%La 1+eps/2=%La\n", LDBL_EPSILON, add(one, LDBL_EPSILON), add(one, LDBL_EPSILON / 2));
    printf("2^64+1=%.0Lf 2^64+0.5=%.1Lf\n", add(18446744073709551616.0L, one), add(18446744073709551616.0L, 0.5L));
    printf("big: %Lg %Lg tiny: %Lg %La\n", mul(1e2000L, 1e2000L), dv(LDBL_MAX, 1e-10L), mul(1e-2470L, 1e-2470L), dv(LDBL_MIN, 1024.0L));
    printf("max=%La min=%La true_min=%La\n", LDBL_MAX, LDBL_MIN, LDBL_TRUE_MIN);
    printf("1/3=%.25Lf 2/3=%La\n", dv(one, 3.0L), dv(2.0L, 3.0L));
    printf("poly: %La %La %La\n", poly(0.1L), poly(-7.25L), poly(1e10L));
    printf("cmp: %d %d %d %d\n", cmp(one, add(one, LDBL_EPSILON)), cmp(one, one), cmp(2, one), cmp(NAN, one));
    long double arr[50];
    for (int i = 0; i < 50; i++) arr[i] = dv(one, (long double)(i + 1));
    printf("harmonic50=%.21Lg\n", sum_array(arr, 50));
    printf("many=%.21Lg\n", many(1.5L, 0.25, 3.0L, 0.5f, 10.0L, 4, 1e-18L));
    printf("sqrtl(2)=%La fabsl=%Lg fmal=%La floorl=%Lg ceill=%Lg\n", sqrtl(2.0L * one), fabsl(-3.25L * one), fmal(one + LDBL_EPSILON, one - LDBL_EPSILON, -one), floorl(-2.5L * one), ceill(-2.5L * one));
    long double f = 1; int n = 1;
    while (f * n < LDBL_MAX / 1e10L) { f *= n; n++; }
    printf("largest factorial below max/1e10: %d! = %Lg\n", n - 1, f);
    long double x = one; int steps = 0;
    while (x != 0) { x /= 2; steps++; }
    printf("halvings to zero: %d\n", steps);
    return steps & 0x7f;
}
