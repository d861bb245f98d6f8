/* Float/double/long double <-> every integer type near the limits (all in-range, no UB). */
#include <stdio.h>
#include <stdint.h>
#include <limits.h>
#include <float.h>

#define CONV(T, N) \
  __attribute__((noinline)) static T d2_##N(double d) { return (T)d; } \
  __attribute__((noinline)) static T f2_##N(float f) { return (T)f; } \
  __attribute__((noinline)) static T l2_##N(long double l) { return (T)l; } \
  __attribute__((noinline)) static double N##_2d(T v) { return (double)v; } \
  __attribute__((noinline)) static float N##_2f(T v) { return (float)v; } \
  __attribute__((noinline)) static long double N##_2l(T v) { return (long double)v; }
CONV(signed char, i8) CONV(unsigned char, u8) CONV(short, i16) CONV(unsigned short, u16) CONV(int, i32) CONV(unsigned, u32)
CONV(long long, i64) CONV(unsigned long long, u64) CONV(_Bool, b)

int main(void) {
    printf("i8: %d %d %d %d\n", d2_i8(127.9), d2_i8(-128.9), f2_i8(-0.99f), l2_i8(100.5L));
    printf("u8: %u %u %u\n", d2_u8(255.99), f2_u8(0.5f), l2_u8(254.999L));
    printf("i16: %d %d %d\n", d2_i16(32767.5), f2_i16(-32768.75f), l2_i16(-12345.678L));
    printf("u16: %u %u\n", d2_u16(65535.9), f2_u16(65535.0f));
    printf("i32: %d %d %d %d\n", d2_i32(2147483647.99), d2_i32(-2147483648.99), f2_i32(2147483520.0f), l2_i32(-2147483648.5L));
    printf("u32: %u %u %u\n", d2_u32(4294967295.9), f2_u32(4294967040.0f), l2_u32(3000000000.7L));
    printf("i64: %lld %lld %lld %lld\n", d2_i64(9223372036854774784.0), d2_i64(-9223372036854775808.0), f2_i64(-9223372036854775808.0f), l2_i64(9223372036854775807.0L));
    printf("u64: %llu %llu %llu %llu\n", d2_u64(18446744073709549568.0), f2_u64(18446742974197923840.0f), l2_u64(18446744073709551615.0L), d2_u64(9223372036854775808.0));
    printf("bool: %d %d %d\n", d2_b(0.1), f2_b(-0.0f), l2_b(1e-4000L));
    printf("i8->: %g %g %Lg\n", i8_2d(-128), (double)i8_2f(127), i8_2l(-1));
    printf("u8->: %g %g %Lg\n", u8_2d(255), (double)u8_2f(128), u8_2l(0));
    printf("i16->: %g %g\n", i16_2d(-32768), (double)i16_2f(32767));
    printf("u16->: %g %g\n", u16_2d(65535), (double)u16_2f(65535));
    printf("i32->: %.17g %.9g %.20Lg\n", i32_2d(INT_MAX), (double)i32_2f(INT_MAX), i32_2l(INT_MIN));
    printf("u32->: %.17g %.9g %.20Lg\n", u32_2d(UINT_MAX), (double)u32_2f(UINT_MAX), u32_2l(UINT_MAX));
    printf("i64->: %.17g %.9g %.20Lg\n", i64_2d(LLONG_MAX), (double)i64_2f(LLONG_MIN), i64_2l(LLONG_MAX));
    printf("u64->: %.17g %.9g %.20Lg\n", u64_2d(ULLONG_MAX), (double)u64_2f(ULLONG_MAX), u64_2l(ULLONG_MAX));
    printf("u64->: %.17g %.17g %.17g\n", u64_2d(0x8000000000000000ULL), u64_2d(0x8000000000000401ULL), u64_2d(0xfffffffffffff7ffULL));
    printf("b->: %g %g\n", b_2d(1), (double)b_2f(0));
    /* rounding when int -> float loses precision: ties-to-even */
    printf("ties: %.1f %.1f %.1f %.1f\n", (double)i32_2f(16777217), (double)i32_2f(16777219), i64_2d(9007199254740993LL), i64_2d(9007199254740995LL));
    /* truncation toward zero */
    double tv[] = { 2.5, -2.5, 0.999999, -0.999999, 1e9 + 0.5, -1e9 - 0.5 };
    for (int i = 0; i < 6; i++) printf("trunc %g -> %d %lld\n", tv[i], d2_i32(tv[i]), d2_i64(tv[i]));
    return d2_u8(77.7);
}
