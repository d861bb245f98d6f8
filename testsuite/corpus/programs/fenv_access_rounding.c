// #pragma STDC FENV_ACCESS ON: clang emits llvm.experimental.constrained.* operations
// (arithmetic, fma, conversions, compares, rounding functions, min/max) that must round in
// the current mode and raise exceptions; run under all four rounding modes.
// check-programs: clang-only (gcc 12 ignores FENV_ACCESS without -frounding-math).
#include <fenv.h>
#include <math.h>
#include <stdio.h>
#pragma STDC FENV_ACCESS ON

static volatile double va = 3.0, vb = 7.0;
static volatile float vc = 1.1f;
static volatile long vn = -3;
static volatile unsigned long vu = 12345678901234567ul;

__attribute__((noinline)) static double f(double a, double b, float c, long n, unsigned long u) {
  double x = a / b + a * b - a;
  x += sqrt(a) + fma(a, b, x) + (double)n + (double)u + c + rint(a / b) + floor(b / a) + ceil(a / b) +
       trunc(b / a) + round(a / b) + nearbyint(b / a);
  x += fmin(a, b) + fmax(a, c);
  long l = (long)x;
  unsigned long ul = (unsigned long)(x / 1024);
  int i = (int)(c * 100);
  float y = (float)x;
  int cmp = (a < b) + (a <= b) * 2 + (a == b) * 4 + (a != c) * 8 + isless(a, b) * 16 + isunordered(a, b) * 32;
  return x + l + ul + i + y + cmp + lrint(a / b) + llround(b / a);
}

int main(void) {
  int modes[] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};
  for (int m = 0; m < 4; m++) {
    fesetround(modes[m]);
    double r = f(va, vb, vc, vn, vu);
    printf("%a %a %a\n", r, va / vb, (double)(float)(vb / va));
  }
  fesetround(FE_TONEAREST);
  feclearexcept(FE_ALL_EXCEPT);
  volatile double z = 0;
  double w = va / z;
  printf("divbyzero %d %g\n", fetestexcept(FE_DIVBYZERO) != 0, w);
  feclearexcept(FE_ALL_EXCEPT);
  w = va / vb;
  printf("inexact %d\n", fetestexcept(FE_INEXACT) != 0);
  return 0;
}
