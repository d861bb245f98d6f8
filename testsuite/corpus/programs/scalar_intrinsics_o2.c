// check-programs: clang-only (clang builtins: __builtin_isfpclass, __builtin_clzg, …).
// Scalar intrinsics clang emits at -O2: saturating arithmetic idioms (usub.sat, uadd.sat,
// sadd.sat, ssub.sat at every width incl. __int128), llvm.is.fpclass with every class mask
// (isnan/isinf/isnormal/fpclassify/__builtin_isfpclass on float, double, long double),
// fmin/fmax, lround/llround/lrint/llrint, frexp/ldexp/powi, 128-bit bswap/rotate/clz/ctz/
// popcount, abs/min/max of __int128, FLT_ROUNDS under fesetround, rdtsc.
#define _GNU_SOURCE
#include <fenv.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>

typedef __int128 i128;
typedef unsigned __int128 u128;

#define USAT(T, NAME)                                                                  \
  __attribute__((noinline)) static T NAME##_sub(T a, T b) { return a > b ? a - b : 0; } \
  __attribute__((noinline)) static T NAME##_add(T a, T b) {                            \
    T r = a + b;                                                                       \
    return r < a ? (T)~(T)0 : r;                                                       \
  }
USAT(uint8_t, u8)
USAT(uint16_t, u16)
USAT(uint32_t, u32)
USAT(uint64_t, u64)
USAT(u128, u128)

#define SSAT(T, NAME, MIN, MAX)                                                        \
  __attribute__((noinline)) static T NAME##_add(T a, T b) {                            \
    T r;                                                                               \
    if (__builtin_add_overflow(a, b, &r)) return a < 0 ? MIN : MAX;                    \
    return r;                                                                          \
  }                                                                                    \
  __attribute__((noinline)) static T NAME##_sub(T a, T b) {                            \
    T r;                                                                               \
    if (__builtin_sub_overflow(a, b, &r)) return a < 0 ? MIN : MAX;                    \
    return r;                                                                          \
  }
SSAT(int8_t, s8, INT8_MIN, INT8_MAX)
SSAT(int16_t, s16, INT16_MIN, INT16_MAX)
SSAT(int32_t, s32, INT32_MIN, INT32_MAX)
SSAT(int64_t, s64, INT64_MIN, INT64_MAX)

__attribute__((noinline)) static int8_t s8_clamp(int8_t a, int8_t b) {
  int r = a + b;
  return r > 127 ? 127 : r < -128 ? -128 : r;
}
__attribute__((noinline)) static int16_t s16_clamp_sub(int16_t a, int16_t b) {
  int r = a - b;
  return r > 32767 ? 32767 : r < -32768 ? -32768 : r;
}

static void print128(u128 v) { printf("%016llx%016llx", (unsigned long long)(v >> 64), (unsigned long long)v); }

static const double dvals[] = {0.0, -0.0, 1.0, -2.5, 1e-310, -1e-310, DBL_MIN, DBL_MAX, INFINITY, -INFINITY, NAN, -NAN};
static const float fvals[] = {0.0f, -0.0f, 1.0f, -2.5f, 1e-40f, -1e-40f, FLT_MIN, FLT_MAX, INFINITY, -INFINITY, NAN};
static const long double lvals[] = {0.0L, -0.0L, 1.0L, -2.5L, 1e-4940L, LDBL_MIN, LDBL_MAX, INFINITY, -INFINITY, NAN};

#define CLASSIFY(T, x)                                                                 \
  (!!isnan(x) | !!isinf(x) << 1 | !!isfinite(x) << 2 | !!isnormal(x) << 3 | !!signbit(x) << 4 |  \
   (fpclassify(x) == FP_SUBNORMAL) << 5 | (fpclassify(x) == FP_ZERO) << 6 |            \
   __builtin_isfpclass(x, 0x3f0) << 7 | __builtin_isfpclass(x, 0x90) << 8 |            \
   __builtin_isfpclass(x, 0x204) << 9 | __builtin_isfpclass(x, 0x108) << 10 |          \
   __builtin_isfpclass(x, 0x60) << 11 | __builtin_isfpclass(x, 0x3fc) << 12 |          \
   __builtin_isfpclass(x, 0x3) << 13 | __builtin_isfpclass(x, 0x200) << 14 |           \
   __builtin_isfpclass(x, 0x10) << 15 | __builtin_isfpclass(x, 0x2a8) << 16)

__attribute__((noinline)) static int cls_d(double x) { return CLASSIFY(double, x); }
__attribute__((noinline)) static int cls_f(float x) { return CLASSIFY(float, x); }
__attribute__((noinline)) static int cls_l(long double x) { return CLASSIFY(long double, x); }

__attribute__((noinline)) static double minmax(double a, double b) { return fmin(a, b) * 3 + fmax(a, b); }
__attribute__((noinline)) static float minmaxf(float a, float b) { return fminf(a, b) * 3 + fmaxf(a, b); }
__attribute__((noinline)) static long rounds(double a) { return lround(a) * 1000 + llround(a) * 100 + lrint(a) * 10 + llrint(a); }
__attribute__((noinline)) static long roundsf(float a) { return lroundf(a) * 10 + lrintf(a); }
__attribute__((noinline)) static long roundsl(long double a) { return lroundl(a) * 10 + lrintl(a); }
__attribute__((noinline)) static double fr(double x, int n) {
  int e;
  double m = frexp(x, &e);
  return m + e + ldexp(x, n) + __builtin_powi(x, n);
}
__attribute__((noinline)) static float frf(float x, int n) { return ldexpf(x, n) + __builtin_powif(x, n); }

__attribute__((noinline)) static u128 bits128(u128 a, unsigned n) {
  u128 sw = (u128)__builtin_bswap64((uint64_t)a) << 64 | __builtin_bswap64((uint64_t)(a >> 64));
  n &= 127;
  u128 rot = n ? (a << n | a >> (128 - n)) : a;
  return sw ^ rot ^ (u128)__builtin_popcountg(a) << 7 ^ (u128)__builtin_clzg(a, 128) << 20 ^ (u128)__builtin_ctzg(a, 128) << 40;
}
__attribute__((noinline)) static i128 abs128(i128 a) { return a < 0 ? -a : a; }
__attribute__((noinline)) static i128 max128(i128 a, i128 b) { return a > b ? a : b; }
__attribute__((noinline)) static u128 umin128(u128 a, u128 b) { return a < b ? a : b; }
__attribute__((noinline)) static int flt_rounds(void) { return FLT_ROUNDS; }

int main(void) {
  uint64_t st = 0x243f6a8885a308d3ull;
  for (int k = 0; k < 24; k++) {
    st = st * 6364136223846793005ull + 1442695040888963407ull;
    uint64_t a = st, b = st >> 17 ^ st << 9;
    printf("u %u %u %u %u %u %u %llu %llu ", u8_sub(a, b), u8_add(a, b), u16_sub(a, b), u16_add(a, b),
           u32_sub(a, b), u32_add(a, b), (unsigned long long)u64_sub(a, b), (unsigned long long)u64_add(a, b));
    print128(u128_sub((u128)a << 64 | b, (u128)b << 64 | a));
    printf(" ");
    print128(u128_add((u128)a << 64 | b, (u128)b << 64 | a));
    printf("\ns %d %d %d %d %d %d %lld %lld %d %d\n", s8_add(a, b), s8_sub(a, b), s16_add(a, b), s16_sub(a, b),
           s32_add(a, b), s32_sub(a, b), (long long)s64_add(a, b), (long long)s64_sub(a, b), s8_clamp(a, b),
           s16_clamp_sub(a, b));
    i128 x = (i128)((u128)a << 64 | b), y = (i128)((u128)b << 65 | a);
    printf("w ");
    print128(bits128((u128)x, (unsigned)b));
    printf(" ");
    print128((u128)abs128(x));
    printf(" ");
    print128((u128)max128(x, y));
    printf(" ");
    print128(umin128((u128)x, (u128)y));
    printf("\n");
  }
  for (unsigned i = 0; i < sizeof dvals / sizeof dvals[0]; i++) printf("cd %d %x\n", i, cls_d(dvals[i]));
  for (unsigned i = 0; i < sizeof fvals / sizeof fvals[0]; i++) printf("cf %d %x\n", i, cls_f(fvals[i]));
  for (unsigned i = 0; i < sizeof lvals / sizeof lvals[0]; i++) printf("cl %d %x\n", i, cls_l(lvals[i]));
  double pairs[][2] = {{1, 2}, {-0.0, 0.0}, {0.0, -0.0}, {NAN, 3}, {3, NAN}, {-INFINITY, 5}};
  for (unsigned i = 0; i < 6; i++)
    printf("mm %g %g\n", minmax(pairs[i][0], pairs[i][1]), (double)minmaxf((float)pairs[i][0], (float)pairs[i][1]));
  double rv[] = {2.5, -2.5, 3.5, 0.25, -7.75, 1e6 + 0.5};  // exact in float
  int modes[] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};
  for (unsigned m = 0; m < 4; m++) {
    fesetround(modes[m]);
    printf("mode %d:", flt_rounds());
    for (unsigned i = 0; i < 6; i++) printf(" %ld %ld %ld", rounds(rv[i]), roundsf((float)rv[i]), roundsl(rv[i]));
    printf("\n");
  }
  fesetround(FE_TONEAREST);
  for (int n = -3; n <= 3; n++) printf("fr %a %a\n", fr(1.5 * n + 0.25, n), (double)frf(0.75f * n - 1, n));
  unsigned long long t0 = __builtin_readcyclecounter(), t1 = __builtin_readcyclecounter();
  printf("tsc %d\n", t1 >= t0);
  return 0;
}
