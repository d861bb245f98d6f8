/* Arithmetic on special values: inf-inf, 0*inf, inf/inf, 0/0, x/0, sqrt(-1), fmod with
   zero and infinite operands, NaN propagation through + - * / and comparisons, inf
   arithmetic that stays infinite, overflow of finite values to inf, and isnan/isinf
   checks of every result (NaN signs are not printed: they are not portable). */
#include <stdio.h>
#include <math.h>
#include <float.h>

static void pr(const char *name, double v) {
    if (isnan(v)) printf("%-14s nan\n", name);
    else printf("%-14s %g\n", name, v);
}
__attribute__((noinline)) static double add(double a, double b) { return a + b; }
__attribute__((noinline)) static double sub(double a, double b) { return a - b; }
__attribute__((noinline)) static double mul(double a, double b) { return a * b; }
__attribute__((noinline)) static double dv(double a, double b) { return a / b; }
__attribute__((noinline)) static float mulf(float a, float b) { return a * b; }

int main(void) {
    volatile double inf = INFINITY, zero = 0.0, one = 1.0, nan_ = NAN, big = DBL_MAX;
    pr("inf-inf", sub(inf, inf));
    pr("inf+inf", add(inf, inf));
    pr("-inf-inf", sub(-inf, inf));
    pr("0*inf", mul(zero, inf));
    pr("inf*-2", mul(inf, -2));
    pr("inf/inf", dv(inf, inf));
    pr("0/0", dv(zero, zero));
    pr("1/0", dv(one, zero));
    pr("-1/0", dv(-one, zero));
    pr("1/inf", dv(one, inf));
    pr("max*2", mul(big, 2));
    pr("max+max", add(big, big));
    pr("-max*max", mul(-big, big));
    pr("max/0.5", dv(big, 0.5));
    pr("sqrt(-1)", sqrt(-one));
    pr("sqrt(inf)", sqrt(inf));
    pr("fmod(1,0)", fmod(one, zero));
    pr("fmod(inf,1)", fmod(inf, one));
    pr("fmod(5,inf)", fmod(5.0 * one, inf));
    pr("nan+1", add(nan_, one));
    pr("nan*0", mul(nan_, zero));
    pr("inf-nan", sub(inf, nan_));
    pr("floatmax*2", mulf(FLT_MAX, 2.0f));
    printf("nan==nan %d, nan!=nan %d, inf==inf %d, inf>max %d, -inf<-max %d\n", nan_ == nan_, nan_ != nan_, inf == inf, inf > big, -inf < -big);
    printf("isinf %d %d isnan %d %d isfinite %d %d\n", isinf(dv(one, zero)), isinf(big), isnan(dv(zero, zero)), isnan(inf), isfinite(big), isfinite(inf));
    int count = 0;
    double s = 1;
    while (!isinf(s)) { s *= 10; count++; }
    printf("powers of ten until inf: %d\n", count);
    return count & 0x7f;
}
