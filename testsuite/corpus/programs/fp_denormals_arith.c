/* Subnormal floats and doubles: creation by division and multiplication, gradual
   underflow, arithmetic between subnormals, round-to-nearest-even at the bottom of the
   range (TRUE_MIN * 0.5 -> 0, * 0.75 -> TRUE_MIN), conversions float<->double of
   subnormals, comparisons, and %a printing. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <float.h>
#include <math.h>

__attribute__((noinline)) static double mul(double a, double b) { return a * b; }
__attribute__((noinline)) static double dv(double a, double b) { return a / b; }
__attribute__((noinline)) static double add(double a, double b) { return a + b; }
__attribute__((noinline)) static float mulf(float a, float b) { return a * b; }
__attribute__((noinline)) static float addf(float a, float b) { return a + b; }
__attribute__((noinline)) static float d2f(double d) { return (float)d; }
__attribute__((noinline)) static double f2d(float f) { return f; }

int main(void) {
    volatile double dmin = DBL_MIN, dtm = DBL_TRUE_MIN;
    volatile float fmin_ = FLT_MIN, ftm = FLT_TRUE_MIN;
    printf("DBL_MIN/2 = %a\n", dv(dmin, 2.0));
    printf("DBL_MIN/2^52 = %a\n", dv(dmin, 4503599627370496.0));
    printf("DBL_MIN/2^53 = %a\n", dv(dmin, 9007199254740992.0));
    printf("TRUE_MIN*0.5 = %a, *0.75 = %a, *1.5 = %a, *2.5 = %a\n", mul(dtm, 0.5), mul(dtm, 0.75), mul(dtm, 1.5), mul(dtm, 2.5));
    printf("3*TRUE_MIN * 0.5 = %a (ties to even)\n", mul(3 * dtm, 0.5));
    printf("TRUE_MIN + TRUE_MIN = %a, DBL_MIN - TRUE_MIN = %a\n", add(dtm, dtm), add(dmin, -dtm));
    double x = 1.0; int steps = 0;
    while (x > 0) { x = mul(x, 0.5); steps++; }
    printf("halvings of 1.0 until zero: %d\n", steps);
    x = 1.0; steps = 0;
    while (x >= DBL_MIN) { x = mul(x, 0.7); steps++; }
    printf("first subnormal after %d steps: %a fpclassify=%d\n", steps, x, fpclassify(x) == FP_SUBNORMAL);
    printf("FLT_MIN/8 = %a, FLT_TRUE_MIN*0.5 = %a, *0.51 = %a\n", (double)mulf(fmin_, 0.125f), (double)mulf(ftm, 0.5f), (double)mulf(ftm, 0.51f));
    printf("float subnormal sum: %a\n", (double)addf(ftm, mulf(fmin_, 0.5f)));
    printf("f2d(FLT_TRUE_MIN) = %a, d2f(DBL_MIN) = %a, d2f(1e-40) = %a, d2f(1.5*2^-149) = %a\n", f2d(ftm), (double)d2f(dmin), (double)d2f(1e-40), (double)d2f(0x1.8p-149));
    printf("d2f(0x1p-150) = %a, d2f(0x1.000001p-150) = %a\n", (double)d2f(0x1p-150), (double)d2f(0x1.000001p-150));
    double s = 0; for (int i = 1; i <= 1000; i++) s = add(s, mul(dtm, (double)i));
    printf("sum of i*TRUE_MIN = %a (= %.0f units)\n", s, s / dtm);
    printf("compare: %d %d %d %d\n", dtm > 0, -dtm < 0, dtm == mul(dtm, 1.0), dv(dtm, 2.0) == 0);
    printf("isnormal: %d %d %d\n", isnormal(dmin), isnormal(dv(dmin, 2.0)), isnormal(0.0 * dmin));
    return steps;
}
