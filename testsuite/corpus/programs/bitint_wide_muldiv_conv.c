// Integers wider than 128 bits: multiplication, division and remainder (signed and
// unsigned) and conversions to and from float and double, on pseudo-random operands of
// many magnitudes. check-programs: clang-only
#include <stdio.h>
#include <stdint.h>

typedef unsigned _BitInt(256) u256;
typedef signed _BitInt(256) s256;
typedef unsigned _BitInt(200) u200;
typedef signed _BitInt(200) s200;
typedef unsigned _BitInt(130) u130;
typedef signed _BitInt(130) s130;
typedef unsigned _BitInt(512) u512;
typedef signed _BitInt(512) s512;

static uint64_t state = 0x9e3779b97f4a7c15ull;
static uint64_t next(void) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

static u512 rnd(int limbs) {
  u512 v = 0;
  for (int i = 0; i < limbs; i++) v = (v << 64) | next();
  // Vary the magnitude: drop a random number of low bits.
  return v >> (next() % 64);
}

static void put(const char *tag, u512 v, int limbs) {
  printf("%s ", tag);
  for (int i = limbs - 1; i >= 0; i--) printf("%016llx", (unsigned long long)(uint64_t)(v >> (64 * i)));
  printf("\n");
}

__attribute__((noinline)) static u256 mul256(u256 a, u256 b) { return a * b; }
__attribute__((noinline)) static u256 udiv256(u256 a, u256 b) { return a / b; }
__attribute__((noinline)) static u256 urem256(u256 a, u256 b) { return a % b; }
__attribute__((noinline)) static s256 sdiv256(s256 a, s256 b) { return a / b; }
__attribute__((noinline)) static s256 srem256(s256 a, s256 b) { return a % b; }
__attribute__((noinline)) static s200 smul200(s200 a, s200 b) { return a * b; }
__attribute__((noinline)) static s200 sdiv200(s200 a, s200 b) { return a / b; }
__attribute__((noinline)) static s200 srem200(s200 a, s200 b) { return a % b; }
__attribute__((noinline)) static u130 udiv130(u130 a, u130 b) { return a / b; }
__attribute__((noinline)) static s130 smul130(s130 a, s130 b) { return a * b; }
__attribute__((noinline)) static u512 mul512(u512 a, u512 b) { return a * b; }
__attribute__((noinline)) static u512 udiv512(u512 a, u512 b) { return a / b; }
__attribute__((noinline)) static s512 srem512(s512 a, s512 b) { return a % b; }

__attribute__((noinline)) static double u256_to_d(u256 a) { return (double)a; }
__attribute__((noinline)) static double s256_to_d(s256 a) { return (double)a; }
__attribute__((noinline)) static float u256_to_f(u256 a) { return (float)a; }
__attribute__((noinline)) static float s200_to_f(s200 a) { return (float)a; }
__attribute__((noinline)) static double u512_to_d(u512 a) { return (double)a; }
__attribute__((noinline)) static u256 d_to_u256(double d) { return (u256)d; }
__attribute__((noinline)) static s256 d_to_s256(double d) { return (s256)d; }
__attribute__((noinline)) static s200 f_to_s200(float f) { return (s200)f; }
__attribute__((noinline)) static u130 f_to_u130(float f) { return (u130)f; }

int main(void) {
  for (int k = 0; k < 40; k++) {
    u256 a = (u256)rnd(4), b = (u256)rnd(1 + k % 4);
    if (b == 0) b = 7;
    put("mul256", mul256(a, b), 4);
    put("udiv256", udiv256(a, b), 4);
    put("urem256", urem256(a, b), 4);
    s256 sa = (k & 1) ? -(s256)a : (s256)a, sb = (k & 2) ? -(s256)b : (s256)b;
    put("sdiv256", (u256)sdiv256(sa, sb), 4);
    put("srem256", (u256)srem256(sa, sb), 4);
    s200 ta = (s200)sa, tb = (s200)sb;
    if (tb == 0) tb = -3;
    put("smul200", (u200)smul200(ta >> 100, tb >> 100), 4);
    put("sdiv200", (u200)sdiv200(ta, tb), 4);
    put("srem200", (u200)srem200(ta, tb), 4);
    u130 ua = (u130)a, ub = (u130)b;
    if (ub == 0) ub = 5;
    put("udiv130", udiv130(ua, ub), 3);
    put("smul130", (u130)smul130((s130)(ua >> 66), -(s130)(ub >> 66)), 3);
    u512 wa = rnd(8), wb = rnd(1 + k % 8);
    if (wb == 0) wb = 11;
    put("mul512", mul512(wa, wb), 8);
    put("udiv512", udiv512(wa, wb), 8);
    put("srem512", (u512)srem512(-(s512)wa, (s512)wb), 8);
    printf("conv %a %a %a %a %a\n", u256_to_d(a), s256_to_d(sa), (double)u256_to_f(a >> 130),
           (double)s200_to_f(ta >> 75), u512_to_d(wa));
  }
  // Rounding edges: exactly halfway values, sticky bits far below, powers of two.
  u256 one = 1;
  u256 edges[] = {0, 1, (one << 53) + 1, (one << 54) + 2, (one << 54) + 3, (one << 200) + (one << 147),
                  (one << 200) + (one << 147) + 1, (one << 200) + (one << 148) + (one << 147),
                  (one << 255), ~(u256)0, (one << 128) - 1, (one << 24) + 1, (one << 150) + (one << 126)};
  for (unsigned i = 0; i < sizeof edges / sizeof edges[0]; i++)
    printf("edge %a %a %a %a\n", u256_to_d(edges[i]), s256_to_d(-(s256)(edges[i] >> 1)), (double)u256_to_f(edges[i] >> 129), (double)u256_to_f(edges[i] & ((one << 128) - 1) & ~(one << 127)));
  double ds[] = {0.0, 0.5, -0.75, 1.0, -1.0, 123456789.0, 0x1p63, 0x1.fffffffffffffp64, 0x1.23456789abcdep100,
                 -0x1.23456789abcdep100, 0x1.8p200, 0x1.fffffffffffffp254, -0x1p255, 0x1p-3};
  for (unsigned i = 0; i < sizeof ds / sizeof ds[0]; i++) {
    put("d2u", d_to_u256(ds[i] < 0 ? -ds[i] : ds[i]), 4);
    put("d2s", (u256)d_to_s256(ds[i]), 4);
  }
  float fs[] = {0.0f, 0.99f, -1.5f, 3.0e10f, -0x1.fffffep127f, 0x1p100f, -0x1.abcdep60f};
  for (unsigned i = 0; i < sizeof fs / sizeof fs[0]; i++) {
    put("f2s", (u200)f_to_s200(fs[i]), 4);
    put("f2u", f_to_u130(fs[i] < 0 ? -fs[i] : fs[i]), 3);
  }
  return 0;
}
