/* _BitInt values crossing function boundaries (ABI of N<=64, 65..128 and >128-bit
   _BitInt arguments and returns, many of them so some go on the stack), conversions
   between _BitInt widths (sign/zero extension, truncation), and to/from float, double and
   long double. */
/* check-programs: clang-only (_BitInt) */
#include <stdio.h>

typedef _BitInt(13) s13;
typedef unsigned _BitInt(17) u17;
typedef _BitInt(37) s37;
typedef unsigned _BitInt(61) u61;
typedef _BitInt(96) s96;
typedef unsigned _BitInt(130) u130;

__attribute__((noinline)) static s37 combine(s13 a, u17 b, s37 c, u61 d, s96 e, s13 f, u17 g, s37 h, s96 i, u130 j) {
    return (s37)(a + (s37)b + c + (s37)(d & 0xffff) + (s37)(e >> 80) + f + (s37)g + h + (s37)(i >> 90) + (s37)(j >> 120));
}
__attribute__((noinline)) static s96 widen(s13 a) { return a; }
__attribute__((noinline)) static u130 uwiden(u17 a) { return a; }
__attribute__((noinline)) static s13 narrow(s96 a) { return (s13)a; }
__attribute__((noinline)) static u130 ret130(u61 a, u61 b) { return (u130)a * b * 4; }
__attribute__((noinline)) static double d37(s37 a) { return (double)a; }
__attribute__((noinline)) static float f61(u61 a) { return (float)a; }
__attribute__((noinline)) static long double ld96(s96 a) { return (long double)a; }
__attribute__((noinline)) static double d130(u130 a) { return (double)a; }
__attribute__((noinline)) static s37 from_d(double d) { return (s37)d; }
__attribute__((noinline)) static u61 from_f(float f) { return (u61)f; }
__attribute__((noinline)) static s96 from_ld(long double d) { return (s96)d; }
__attribute__((noinline)) static u130 from_d130(double d) { return (u130)d; }

int main(void) {
    volatile s13 a = -4096, f = 4095;
    volatile u17 b = 131071, g = 65536;
    volatile s37 c = -((s37)1 << 35), hh = 12345678901ll;
    volatile u61 d = ((u61)1 << 60) + 0xabcd;
    volatile s96 e = -((s96)1 << 94), i = ((s96)1 << 93) + 1;
    volatile u130 j = ((u130)1 << 129) | 12345;
    printf("combine=%lld\n", (long long)combine(a, b, c, d, e, f, g, hh, i, j));
    printf("widen(-4096)=%lld high=%lld uwiden=%llu\n", (long long)widen(a), (long long)(widen(a) >> 64), (unsigned long long)uwiden(b));
    printf("narrow=%d %d %d\n", (int)narrow(e + 5), (int)narrow((s96)0x1fff), (int)narrow((s96)0x3000));
    u130 r = ret130(d, d);
    printf("ret130 hi=%llx mid=%016llx lo=%016llx\n", (unsigned long long)(r >> 128), (unsigned long long)(r >> 64), (unsigned long long)r);
    printf("to fp: %.17g %.9g %.21Lg %.17g\n", d37(c), (double)f61(d), ld96(e), d130(j));
    printf("to fp: %.17g %.9g %.21Lg\n", d37(hh), (double)f61(~(u61)0), ld96(i));
    printf("from fp: %lld %llu %lld ", (long long)from_d(-34359738367.75), (unsigned long long)from_f(1.5e18f), (long long)(from_ld(-3.9e28L) >> 32));
    u130 big = from_d130(1e39);
    printf("%llx %016llx %016llx\n", (unsigned long long)(big >> 128), (unsigned long long)(big >> 64), (unsigned long long)big);
    /* width conversion chain */
    s37 x = (s37)(s13)-1;
    u61 y = (u61)(u17)x;
    s96 z = (s96)(s37)y;
    printf("chain %lld %llu %lld\n", (long long)x, (unsigned long long)y, (long long)z);
    return (int)((unsigned long long)combine(a, b, c, d, e, f, g, hh, i, j) & 0x7f);
}
