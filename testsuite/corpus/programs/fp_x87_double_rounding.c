/* long double as an intermediate: expressions that overflow or lose precision in double
   but not in the 80-bit x87 format (a*b/c with huge a*b, sums of many small terms),
   double rounding when rounding a long double result to double, and mixed-precision
   arithmetic (float op double op long double) following the usual conversions. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <float.h>

__attribute__((noinline)) static double via_ld(double a, double b, double c) { return (double)((long double)a * b / c); }
__attribute__((noinline)) static double via_d(double a, double b, double c) { return a * b / c; }
__attribute__((noinline)) static long double mixed(float f, double d, long double l, int i) { return f * d + l / i - f; }
__attribute__((noinline)) static double dsum(int n) { double s = 1e16; for (int i = 0; i < n; i++) s += 1.0; return s; }
__attribute__((noinline)) static double ldsum(int n) { long double s = 1e16L; for (int i = 0; i < n; i++) s += 1.0L; return (double)s; }
__attribute__((noinline)) static double add_ld_to_d(double a, double b) { return (double)((long double)a + b); }
__attribute__((noinline)) static double add_d(double a, double b) { return a + b; }

int main(void) {
    volatile double big = 1e200, c = 1e300;
    printf("a*b/c in double: %g, through long double: %g\n", via_d(big, big, c), via_ld(big, big, c));
    printf("mixed: %.21Lg\n", mixed(0.1f, 0.2, 0.3L, 7));
    printf("1e16 + 1000 ones: double %.17g long double %.17g\n", dsum(1000), ldsum(1000));
    /* double rounding: a + b exact in long double then rounded to double vs direct */
    volatile double a = 1.0, b = 0x1.0000000000001p-53; /* just above half an ulp of 1.0 */
    printf("direct %a via ld %a\n", add_d(a, b), add_ld_to_d(a, b));
    volatile double b2 = 0x1.00000000000008p-53;
    printf("direct %a via ld %a\n", add_d(a, b2), add_ld_to_d(a, b2));
    long double third = 1.0L / 3;
    double dthird = 1.0 / 3;
    printf("third: ld %La d %a diff %Lg\n", third, dthird, third - dthird);
    printf("LDBL_DIG=%d DBL_DIG=%d LDBL_MANT_DIG=%d\n", LDBL_DIG, DBL_DIG, LDBL_MANT_DIG);
    return (int)(via_ld(big, big, c) / 1e98);
}
