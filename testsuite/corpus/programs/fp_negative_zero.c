/* Signed zero: results of +, -, *, / that must produce -0.0 or +0.0, negation vs
   subtraction from zero, copysign/signbit/fabs, 1/±0 giving ±inf, comparisons that
   treat -0 == +0, conversions of -0.0 to integers and to float/long double, and printf
   of negative zeros. */
#include <stdio.h>
#include <math.h>
#include <string.h>
#include <stdint.h>

__attribute__((noinline)) static double neg(double x) { return -x; }
__attribute__((noinline)) static double sub_from_zero(double x) { return 0.0 - x; }
__attribute__((noinline)) static double add(double a, double b) { return a + b; }
__attribute__((noinline)) static double sub(double a, double b) { return a - b; }
__attribute__((noinline)) static double mul(double a, double b) { return a * b; }
__attribute__((noinline)) static double dv(double a, double b) { return a / b; }
__attribute__((noinline)) static float negf(float x) { return -x; }
__attribute__((noinline)) static long double negl(long double x) { return -x; }
static uint64_t bits(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }
static void show(const char *what, double d) { printf("%-22s %+g signbit=%d bits=%016llx\n", what, d, signbit(d) != 0, (unsigned long long)bits(d)); }

int main(void) {
    volatile double pz = 0.0, nz = -0.0, one = 1.0, tiny = 4.9406564584124654e-324;
    show("-(+0)", neg(pz));
    show("0-(+0)", sub_from_zero(pz));
    show("-(-0)", neg(nz));
    show("0-(-0)", sub_from_zero(nz));
    show("-0 + -0", add(nz, nz));
    show("-0 + +0", add(nz, pz));
    show("+0 - +0", sub(pz, pz));
    show("-0 - +0", sub(nz, pz));
    show("1 - 1", sub(one, one));
    show("-1 * 0", mul(-one, pz));
    show("-0 * -5", mul(nz, -5.0));
    show("-tiny * 0.5", mul(-tiny, 0.5));
    show("-0 / 3", dv(nz, 3.0));
    show("1 / -0", dv(one, nz));
    show("-1 / -inf", dv(-one, -INFINITY));
    show("copysign(0,-1)", copysign(pz, -one));
    show("copysign(-0,1)", copysign(nz, one));
    show("fabs(-0)", fabs(nz));
    show("sqrt(-0)", sqrt(nz));
    show("floor(-0.5)", floor(-0.5 * one));
    show("ceil(-0.5)", ceil(-0.5 * one));
    show("round(-0.4)", round(-0.4 * one));
    show("trunc(-0.9)", trunc(-0.9 * one));
    show("fmod(-4, 2)", fmod(-4.0 * one, 2.0));
    printf("-0 == 0: %d, -0 < 0: %d, -0 <= 0: %d, 1/-0 < 0: %d\n", nz == pz, nz < pz, nz <= pz, one / nz < 0);
    printf("(int)-0.0=%d (long)-0.0=%ld (unsigned)-0.0=%u\n", (int)nz, (long)nz, (unsigned)nz);
    float fz = (float)nz;
    long double lz = nz;
    printf("float -0: signbit=%d negf=%d; long double -0: signbit=%d negl(-0)=%d\n", signbit(fz) != 0, signbit(negf(fz)) != 0, signbit(lz) != 0, signbit(negl(lz)) != 0);
    printf("printf: %f %e %g %a %.0f\n", nz, nz, nz, nz, -0.4 * one);
    return signbit(neg(pz)) ? 42 : 0;
}
