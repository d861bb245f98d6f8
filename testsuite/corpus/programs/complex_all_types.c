/* _Complex float, double and long double: passed and returned by value (float complex
   packs into one SSE register, long double complex goes through memory), arithmetic
   including multiplication and division with infinities and NaNs (library helpers
   __mulsc3/__divdc3/__mulxc3), conj/creal/cimag, complex in structs and arrays, and
   complex varargs-free accumulation. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <complex.h>
#include <math.h>
#ifndef CMPLX
#define CMPLX(r, i) __builtin_complex((double)(r), (double)(i))
#define CMPLXF(r, i) __builtin_complex((float)(r), (float)(i))
#define CMPLXL(r, i) __builtin_complex((long double)(r), (long double)(i))
#endif

__attribute__((noinline)) static float complex mulf(float complex a, float complex b) { return a * b; }
__attribute__((noinline)) static float complex divf(float complex a, float complex b) { return a / b; }
__attribute__((noinline)) static double complex muld(double complex a, double complex b) { return a * b; }
__attribute__((noinline)) static double complex divd(double complex a, double complex b) { return a / b; }
__attribute__((noinline)) static long double complex mull(long double complex a, long double complex b) { return a * b; }
__attribute__((noinline)) static long double complex divl(long double complex a, long double complex b) { return a / b; }
__attribute__((noinline)) static double complex many(double complex a, float complex b, long double complex c, double complex d, double complex e) {
    return a + (double complex)b - (double complex)c + d * 2 + conj(e);
}
struct cs { char tag; float complex f; double complex d; };
__attribute__((noinline)) static struct cs rot(struct cs s) { s.f *= I; s.d *= -I; s.tag++; return s; }
static void pd(const char *n, double complex z) {
    double r = creal(z), i = cimag(z);
    printf("%s (%s%a, %s%a)\n", n, isnan(r) ? "nan" : "", isnan(r) ? 0.0 : r, isnan(i) ? "nan" : "", isnan(i) ? 0.0 : i);
}

int main(void) {
    volatile float fr = 1.5f, fi = -2.0f;
    float complex a = CMPLXF(fr, fi), b = CMPLXF(0.25f, 4.0f);
    pd("mulf", mulf(a, b));
    pd("divf", divf(a, b));
    volatile double dr = 3.0, di = 0.5;
    double complex c = CMPLX(dr, di), d = CMPLX(-1.0, 2.0);
    pd("muld", muld(c, d));
    pd("divd", divd(c, d));
    pd("divd by 0", divd(c, 0.0));
    pd("mul inf", muld(CMPLX(INFINITY, dr), CMPLX(0.0, 1.0)));
    pd("mul nan,inf", muld(CMPLX(NAN, INFINITY), CMPLX(2.0, 0.0)));
    pd("div inf", divd(CMPLX(1.0, 1.0), CMPLX(INFINITY, INFINITY)));
    long double complex e = CMPLXL(3.0L, 4.0L), f = CMPLXL(1.0L, 1.0L); /* exact quotient: algorithms agree */
    long double complex m = mull(e, f), q = divl(e, f);
    printf("mull (%La, %La)\ndivl (%La, %La)\n", creall(m), cimagl(m), creall(q), cimagl(q));
    pd("many", many(c, a, e, d, CMPLX(1.0, 1.0)));
    struct cs s = {'a', a, c};
    for (int i = 0; i < 3; i++) s = rot(s);
    printf("rot: %c (%g,%g) (%g,%g)\n", s.tag, (double)crealf(s.f), (double)cimagf(s.f), creal(s.d), cimag(s.d));
    double complex acc = 0, z = CMPLX(0.6, 0.8);
    for (int k = 0; k < 20; k++) acc = acc * z + CMPLX(k, -k);
    pd("acc", acc);
    printf("sizes %zu %zu %zu\n", sizeof(float complex), sizeof(double complex), sizeof(long double complex));
    return (int)creal(muld(c, d)) & 0x3f;
}
