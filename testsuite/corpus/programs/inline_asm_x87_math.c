/* x87 inline assembly as math libraries wrote it before SSE: operands on the x87 stack
   through the "t" (st(0)) and "u" (st(1)) constraints, results popped from "=t" (and
   "=u" for two results), inputs the instruction pops declared as clobbers ("st(1)"),
   constants loaded by fld1/fldpi/fldl2e, on float, double and long double values. */
#include <stdio.h>

__attribute__((noinline)) static double x87_sqrt(double x) { double r; __asm__("fsqrt" : "=t"(r) : "0"(x)); return r; }
__attribute__((noinline)) static float x87_sqrtf(float x) { float r; __asm__("fsqrt" : "=t"(r) : "0"(x)); return r; }
__attribute__((noinline)) static long double x87_sqrtl(long double x) { long double r; __asm__("fsqrt" : "=t"(r) : "0"(x)); return r; }
__attribute__((noinline)) static double x87_fabs(double x) { __asm__("fabs" : "+t"(x)); return x; }
__attribute__((noinline)) static double x87_rint(double x) { double r; __asm__("frndint" : "=t"(r) : "0"(x)); return r; }
/* log2(x) = 1 * log2(x): fyl2x computes st(1) * log2(st(0)) and pops. */
__attribute__((noinline)) static long double x87_log2l(long double x) {
    long double r;
    __asm__("fld1\n\tfxch\n\tfyl2x" : "=t"(r) : "0"(x));
    return r;
}
__attribute__((noinline)) static double x87_scale(double x, double e) {
    double r;
    __asm__("fscale" : "=t"(r) : "0"(x), "u"(e));
    return r;
}
__attribute__((noinline)) static double x87_atan2(double y, double x) {
    double r;
    __asm__("fpatan" : "=t"(r) : "0"(x), "u"(y) : "st(1)");
    return r;
}
__attribute__((noinline)) static void x87_sincos(double x, double *s, double *c) {
    double cs, sn;
    __asm__("fsincos" : "=t"(cs), "=u"(sn) : "0"(x));
    *s = sn;
    *c = cs;
}
__attribute__((noinline)) static long double x87_pi(void) { long double p; __asm__("fldpi" : "=t"(p)); return p; }
__attribute__((noinline)) static double x87_fmod(double x, double y) {
    double r;
    __asm__("1:\n\tfprem\n\tfnstsw %%ax\n\ttestw $0x400, %%ax\n\tjnz 1b" : "=t"(r) : "0"(x), "u"(y) : "ax", "cc");
    return r;
}

int main(void) {
    printf("sqrt: %.17g %.9g %.21Lg\n", x87_sqrt(2.0), (double)x87_sqrtf(3.0f), x87_sqrtl(5.0L));
    printf("fabs/rint: %g %g %g\n", x87_fabs(-4.25), x87_rint(2.5), x87_rint(-3.7));
    printf("log2: %.21Lg %.21Lg\n", x87_log2l(8.0L), x87_log2l(10.0L));
    printf("scale: %g %g\n", x87_scale(3.0, 4.0), x87_scale(1.0, -2.0));
    printf("atan2: %.17g %.17g\n", x87_atan2(1.0, 1.0), x87_atan2(-1.0, -2.0));
    double s, c;
    x87_sincos(0.5, &s, &c);
    printf("sincos(0.5): %.17g %.17g\n", s, c);
    printf("pi: %.21Lg fmod: %.17g %.17g\n", x87_pi(), x87_fmod(10.0, 3.0), x87_fmod(-7.5, 2.0));
    return (int)x87_sqrt(1600.0);
}
