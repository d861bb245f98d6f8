/* Conversions between 64-bit integers and double at the limits: u64 values >= 2^63
   (which have no direct x86 instruction), rounding of u64/i64 to the nearest double
   (ties to even at 2^53+1, 2^54+2, 2^64-1), double values in [2^63, 2^64) to u64,
   negative doubles to i64, and u32/i32 round trips. */
#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static double u64_to_d(uint64_t v) { return (double)v; }
__attribute__((noinline)) static double i64_to_d(int64_t v) { return (double)v; }
__attribute__((noinline)) static uint64_t d_to_u64(double d) { return (uint64_t)d; }
__attribute__((noinline)) static int64_t d_to_i64(double d) { return (int64_t)d; }
__attribute__((noinline)) static double u32_to_d(uint32_t v) { return (double)v; }
__attribute__((noinline)) static uint32_t d_to_u32(double d) { return (uint32_t)d; }
__attribute__((noinline)) static int32_t d_to_i32(double d) { return (int32_t)d; }

int main(void) {
    volatile uint64_t uv[] = {0, 1, (1ull << 53) - 1, 1ull << 53, (1ull << 53) + 1, (1ull << 53) + 2, (1ull << 53) + 3, (1ull << 54) + 2, (1ull << 54) + 6,
                              (1ull << 63) - 1, 1ull << 63, (1ull << 63) + 1, (1ull << 63) + 1024, (1ull << 63) + 1025, (1ull << 63) + 3072,
                              0xfffffffffffff400ull, 0xfffffffffffffbffull, 0xfffffffffffffc00ull, 0xffffffffffffffffull, 0x8000000000000fffull};
    for (int i = 0; i < (int)(sizeof uv / sizeof uv[0]); i++) {
        double d = u64_to_d(uv[i]);
        printf("u64 %20llu -> %a", (unsigned long long)uv[i], d);
        if (d < 18446744073709551616.0) printf(" -> %20llu", (unsigned long long)d_to_u64(d));
        printf("\n");
    }
    volatile int64_t iv[] = {INT64_MIN, INT64_MIN + 1, -(1ll << 53) - 1, -(1ll << 53) - 3, -1, 0, (1ll << 53) + 1, INT64_MAX - 511, INT64_MAX - 512, INT64_MAX};
    for (int i = 0; i < (int)(sizeof iv / sizeof iv[0]); i++) {
        double d = i64_to_d(iv[i]);
        printf("i64 %20lld -> %a", (long long)iv[i], d);
        if (d < 9223372036854775808.0) printf(" -> %lld", (long long)d_to_i64(d));
        printf("\n");
    }
    volatile double dv[] = {0.0, 0.999, 1.0, 4294967295.9, 4294967296.0, 9223372036854775807.0 /* = 2^63 */, 9223372036854774784.0,
                            9223372036854777856.0, 12345678901234567890.0, 18446744073709549568.0, -0.999, -9223372036854775808.0, -9.5};
    for (int i = 0; i < (int)(sizeof dv / sizeof dv[0]); i++) {
        double d = dv[i];
        printf("d %a:", d);
        if (d > -1.0 && d < 18446744073709551616.0) printf(" u64=%llu", (unsigned long long)d_to_u64(d));
        if (d >= -9223372036854775808.0 && d < 9223372036854775808.0) printf(" i64=%lld", (long long)d_to_i64(d));
        if (d > -1.0 && d < 4294967296.0) printf(" u32=%u", d_to_u32(d));
        if (d > -2147483649.0 && d < 2147483648.0) printf(" i32=%d", d_to_i32(d));
        printf("\n");
    }
    volatile uint32_t u32s[] = {0, 1, 0x7fffffff, 0x80000000u, 0xffffffffu};
    for (int i = 0; i < 5; i++) printf("u32 %u -> %.1f -> %u\n", u32s[i], u32_to_d(u32s[i]), d_to_u32(u32_to_d(u32s[i])));
    /* exhaustive-ish: every power of two and neighbours round trips */
    int bad = 0;
    for (int k = 0; k < 64; k++) {
        uint64_t p = 1ull << k;
        if (d_to_u64(u64_to_d(p)) != p) bad++;
        if (k < 53 && d_to_u64(u64_to_d(p + 1)) != p + 1 && p + 1 > p) bad++;
    }
    printf("bad %d\n", bad);
    return bad ? 1 : (int)(d_to_u64(u64_to_d(0xfffffffffffffbffull)) >> 57);
}
