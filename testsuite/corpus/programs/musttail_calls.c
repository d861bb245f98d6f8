// [[clang::musttail]] calls, which must reuse the caller's frame at every optimisation
// level: mutual recursion ten million calls deep (far beyond the stack), calls through
// function pointers, stack arguments passed on (and permuted), long double
// and float arguments. check-programs: clang-only
// (No byval arguments: llc-19 -O0 miscompiles musttail calls that pass them; see
// testsuite/irprograms/musttail_byval.ll.)
#include <stdio.h>

#define MUSTTAIL __attribute__((musttail))

static long ping(long n, long acc);
static long pong(long n, long acc) {
  if (n == 0) return acc;
  MUSTTAIL return ping(n - 1, acc + 3);
}
static long ping(long n, long acc) {
  if (n == 0) return acc;
  MUSTTAIL return pong(n - 1, acc ^ n);
}

typedef long (*step_fn)(long, long, long, long, long, long, long, long, long);
static long step_b(long a, long b, long c, long d, long e, long f, long g, long h, long n);
static step_fn volatile next_step = step_b;
static long step_a(long a, long b, long c, long d, long e, long f, long g, long h, long n) {
  if (n == 0) return a + 2 * b + 3 * c + 5 * d + 7 * e + 11 * f + 13 * g + 17 * h;
  // Eight stack-bound arguments rotate on every call.
  MUSTTAIL return next_step(h, a, b, c, d, e, f, g + 1, n - 1);
}
static long step_b(long a, long b, long c, long d, long e, long f, long g, long h, long n) {
  if (n == 0) return a - b + c - d + e - f + g - h;
  MUSTTAIL return step_a(b, c, d, e, f, g, h, a * 3 % 1009, n - 1);
}

static double fsum_b(double a, float b, long double c, int n);
static double fsum_a(double a, float b, long double c, int n) {
  if (n == 0) return a + b + (double)c;
  MUSTTAIL return fsum_b(a * 0.5 + 1, b + 0.25f, c * 2 - 1, n - 1);
}
static double fsum_b(double a, float b, long double c, int n) {
  if (n == 0) return a - b;
  MUSTTAIL return fsum_a(a + b, b * 0.5f, c / 3, n - 1);
}


int main(void) {
  printf("ping %ld\n", ping(10000000, 1));
  printf("step %ld %ld\n", step_a(1, 2, 3, 4, 5, 6, 7, 8, 9), step_a(1, 2, 3, 4, 5, 6, 7, 8, 1000001));
  printf("fsum %a %a\n", fsum_a(1.5, 2.5f, 3.0L, 7), fsum_a(0.5, 1.0f, 10.0L, 100000));
  return 0;
}
