/* __int128 conversions and shifts: to and from float, double and long double (values near
   2^64, 2^127, negative, fractional truncation), to and from every smaller integer type with
   sign/zero extension and truncation, variable shifts across the 64-bit halves, and
   comparisons of values that differ only in one half. */
#include <stdio.h>
#include <stdint.h>

typedef unsigned __int128 u128;
typedef __int128 i128;
static void px(const char *tag, u128 v) { printf("%s%016llx%016llx", tag, (unsigned long long)(v >> 64), (unsigned long long)v); }

__attribute__((noinline)) static double u2d(u128 v) { return (double)v; }
__attribute__((noinline)) static double s2d(i128 v) { return (double)v; }
__attribute__((noinline)) static float u2f(u128 v) { return (float)v; }
__attribute__((noinline)) static float s2f(i128 v) { return (float)v; }
__attribute__((noinline)) static long double u2ld(u128 v) { return (long double)v; }
__attribute__((noinline)) static long double s2ld(i128 v) { return (long double)v; }
__attribute__((noinline)) static u128 d2u(double d) { return (u128)d; }
__attribute__((noinline)) static i128 d2s(double d) { return (i128)d; }
__attribute__((noinline)) static i128 f2s(float d) { return (i128)d; }
__attribute__((noinline)) static u128 ld2u(long double d) { return (u128)d; }
__attribute__((noinline)) static i128 ld2s(long double d) { return (i128)d; }
__attribute__((noinline)) static i128 from_i8(int8_t v) { return v; }
__attribute__((noinline)) static u128 from_u16(uint16_t v) { return v; }
__attribute__((noinline)) static i128 from_i32(int32_t v) { return v; }
__attribute__((noinline)) static u128 from_u64(uint64_t v) { return v; }
__attribute__((noinline)) static i128 from_i64(int64_t v) { return v; }
__attribute__((noinline)) static int8_t to_i8(i128 v) { return (int8_t)v; }
__attribute__((noinline)) static uint32_t to_u32(u128 v) { return (uint32_t)v; }
__attribute__((noinline)) static int64_t to_i64(i128 v) { return (int64_t)v; }

int main(void) {
    volatile u128 uv[] = {0, 1, 0xffffffffffffffffull, (u128)1 << 64, ((u128)1 << 64) + 1, (u128)1 << 127, ~(u128)0,
                          ((u128)1 << 100) + ((u128)1 << 47) + 1, (u128)0xfffffffffffff800ull << 64, ((u128)1 << 53) + 1};
    for (int i = 0; i < 10; i++) {
        u128 v = uv[i];
        px("u=", v);
        printf(" d=%.17g f=%.9g ld=%.21Lg sd=%.17g sf=%.9g sld=%.21Lg\n", u2d(v), (double)u2f(v), u2ld(v), s2d((i128)v), (double)s2f((i128)v), s2ld((i128)v));
    }
    volatile double dv[] = {0.0, 0.9, -0.9, 1.5, -1.5, 18446744073709551615.0, 18446744073709551616.0, 1e30, -1e30, 0x1.fffffffffffffp126, -0x1p127, 4503599627370497.5};
    for (int i = 0; i < 12; i++) {
        double d = dv[i];
        px("d2s=", (u128)d2s(d));
        if (d >= 0 && d < 3.4e38) px(" d2u=", d2u(d));
        printf("  (%g)\n", d);
    }
    volatile float fv[] = {1e20f, -1e20f, 1.7e38f, -0x1p127f, 0.5f};
    for (int i = 0; i < 5; i++) { px("f2s=", (u128)f2s(fv[i])); printf(" (%g)\n", (double)fv[i]); }
    volatile long double lv[] = {1e30L, -1e30L, 18446744073709551617.0L, 1.7e38L, -123456789012345678901234.0L};
    for (int i = 0; i < 5; i++) { px("ld2s=", (u128)ld2s(lv[i])); if (lv[i] > 0) px(" ld2u=", ld2u(lv[i])); printf(" (%Lg)\n", lv[i]); }
    volatile int8_t c = -5; volatile uint16_t us = 0xfedc; volatile int32_t si = -123456; volatile uint64_t ul = 0xfedcba9876543210ull; volatile int64_t sl = INT64_MIN;
    px("i8=", (u128)from_i8(c)); px(" u16=", from_u16(us)); px(" i32=", (u128)from_i32(si)); printf("\n");
    px("u64=", from_u64(ul)); px(" i64=", (u128)from_i64(sl)); printf("\n");
    volatile u128 big = ((u128)0x0123456789abcdefull << 64) | 0x80000000fffffff9ull;
    printf("trunc i8=%d u32=%08x i64=%lld\n", to_i8((i128)big), to_u32(big), (long long)to_i64((i128)big));
    /* shifts across halves */
    unsigned long long hsh = 0;
    for (int s = 0; s < 128; s++) {
        u128 l = big << s, r = big >> s; i128 a = (i128)~big >> s;
        hsh = hsh * 31 + (unsigned long long)(l ^ (l >> 64) ^ r ^ (r >> 64) ^ (u128)a ^ ((u128)a >> 64));
        if (s % 16 == 15) { px("s", l); px(" ", r); px(" ", (u128)a); printf(" (%d)\n", s); }
    }
    printf("shift hash %016llx\n", hsh);
    /* compares differing in one half */
    volatile u128 a1 = ((u128)5 << 64) | 1, a2 = ((u128)5 << 64) | 2, a3 = ((u128)4 << 64) | ~0ull;
    volatile i128 s1 = -(i128)1, s2 = (i128)((u128)1 << 64);
    printf("cmp %d %d %d %d %d %d\n", a1 < a2, a3 < a1, a2 > a3, s1 < s2, (u128)s1 > (u128)s2, a1 == (((u128)5 << 64) | 1));
    return (int)(hsh & 0x7f);
}
