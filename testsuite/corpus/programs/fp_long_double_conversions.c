/* x87 long double conversions to and from every scalar type: i8..i64, u8..u64 (values
   >= 2^63), __int128, float and double (rounding from the 64-bit mantissa, overflow to
   infinity, subnormal results), with the results printed in %La and %a. */
#include <stdio.h>
#include <stdint.h>
#include <float.h>

__attribute__((noinline)) static long double from_i8(int8_t v) { return v; }
__attribute__((noinline)) static long double from_u16(uint16_t v) { return v; }
__attribute__((noinline)) static long double from_i32(int32_t v) { return v; }
__attribute__((noinline)) static long double from_u32(uint32_t v) { return v; }
__attribute__((noinline)) static long double from_i64(int64_t v) { return v; }
__attribute__((noinline)) static long double from_u64(uint64_t v) { return v; }
__attribute__((noinline)) static long double from_f(float v) { return v; }
__attribute__((noinline)) static long double from_d(double v) { return v; }
__attribute__((noinline)) static int8_t to_i8(long double v) { return (int8_t)v; }
__attribute__((noinline)) static uint16_t to_u16(long double v) { return (uint16_t)v; }
__attribute__((noinline)) static int32_t to_i32(long double v) { return (int32_t)v; }
__attribute__((noinline)) static uint32_t to_u32(long double v) { return (uint32_t)v; }
__attribute__((noinline)) static int64_t to_i64(long double v) { return (int64_t)v; }
__attribute__((noinline)) static uint64_t to_u64(long double v) { return (uint64_t)v; }
__attribute__((noinline)) static float to_f(long double v) { return (float)v; }
__attribute__((noinline)) static double to_d(long double v) { return (double)v; }

int main(void) {
    printf("from: %La %La %La %La\n", from_i8(-128), from_u16(65535), from_i32(-2147483647 - 1), from_u32(4294967295u));
    printf("from i64: %La %La %La\n", from_i64(INT64_MIN), from_i64(INT64_MAX), from_i64(-1));
    printf("from u64: %La %La %La\n", from_u64(UINT64_MAX), from_u64(1ull << 63), from_u64((1ull << 63) + 1));
    printf("from f/d: %La %La %La %La\n", from_f(FLT_TRUE_MIN), from_f(-FLT_MAX), from_d(DBL_TRUE_MIN), from_d(0.1));
    volatile long double v[] = {0.0L, -0.75L, 127.99L, -128.5L, 65535.5L, 2147483647.9L, -2147483648.9L, 4294967295.5L,
                                9223372036854775807.0L, -9223372036854775808.0L, 9223372036854775808.0L, 18446744073709551615.0L, 1e4000L, 1e-4000L, -3.5e38L};
    for (int i = 0; i < (int)(sizeof v / sizeof v[0]); i++) {
        long double x = v[i];
        printf("%-26La:", x);
        if (x > -129.0L && x < 128.0L) printf(" i8=%d", to_i8(x));
        if (x > -1.0L && x < 65536.0L) printf(" u16=%d", to_u16(x));
        if (x > -2147483649.0L && x < 2147483648.0L) printf(" i32=%d", to_i32(x));
        if (x > -1.0L && x < 4294967296.0L) printf(" u32=%u", to_u32(x));
        if (x > -9223372036854775809.0L && x < 9223372036854775808.0L) printf(" i64=%lld", (long long)to_i64(x));
        if (x > -1.0L && x < 18446744073709551616.0L) printf(" u64=%llu", (unsigned long long)to_u64(x));
        printf(" f=%a d=%a\n", (double)to_f(x), to_d(x));
    }
    /* rounding long double -> double at the tie point and just above */
    volatile long double t1 = 1.0L + 0x1p-53L, t2 = 1.0L + 0x1p-53L + 0x1p-63L, t3 = 1.0L + 3 * 0x1p-53L;
    printf("ties: %a %a %a\n", to_d(t1), to_d(t2), to_d(t3));
    printf("to float ties: %a %a\n", (double)to_f(1.0L + 0x1p-24L), (double)to_f(1.0L + 0x1p-24L + 0x1p-60L));
    __int128 big = (__int128)(v[11] * 1e10L);
    printf("i128 from ld: %llx%016llx, back %La\n", (unsigned long long)((unsigned __int128)big >> 64), (unsigned long long)big, (long double)big);
    return to_i8(-77.7L) + 100;
}
