/* Conversions of 64-bit integers to float and of floats to booleans in loops that
   clang -O2 vectorises (sitofp <N x i64> to <N x float>, fptoui to <N x i1>), with
   values beyond 32 bits. */
#include <stdint.h>
#include <stdio.h>

#define N 64

static int64_t signed_in[N];
static uint64_t unsigned_in[N];
static float out_signed[N], out_unsigned[N], fractions[N];
static unsigned char flags[N];

__attribute__((noinline)) static void to_float(void) {
  for (int i = 0; i < N; i++)
    out_signed[i] = (float)signed_in[i];
  for (int i = 0; i < N; i++)
    out_unsigned[i] = (float)unsigned_in[i];
}

__attribute__((noinline)) static void to_flags(void) {
  for (int i = 0; i < N; i++)
    flags[i] = (_Bool)(unsigned)fractions[i];
}

int main(void) {
  uint64_t x = 0x9e3779b97f4a7c15ull;
  for (int i = 0; i < N; i++) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    signed_in[i] = (int64_t)(x >> (i % 40));
    unsigned_in[i] = x >> (i % 23);
    fractions[i] = (float)(i % 3);
  }
  to_float();
  to_flags();
  double sum_s = 0, sum_u = 0;
  int set = 0;
  for (int i = 0; i < N; i++) {
    sum_s += out_signed[i];
    sum_u += out_unsigned[i];
    set += flags[i];
  }
  printf("%.9g %.9g %.9g %.9g\n", out_signed[0], out_signed[N - 1], out_unsigned[1],
         out_unsigned[N - 2]);
  printf("sums %.17g %.17g set %d\n", sum_s, sum_u, set);
  return 0;
}
