/* float <-> integer conversions: float to i64/u64 (including values >= 2^63 for u64),
   float to u32 above 2^31, to i8/i16/u8/u16 within range, truncation toward zero of
   negative fractions, int/u32/i64/u64 to float with round-to-nearest-even (2^24+1,
   2^25+2, values near 2^64), and float<->double<->int chains. */
#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static int64_t f2i64(float f) { return (int64_t)f; }
__attribute__((noinline)) static uint64_t f2u64(float f) { return (uint64_t)f; }
__attribute__((noinline)) static uint32_t f2u32(float f) { return (uint32_t)f; }
__attribute__((noinline)) static int32_t f2i32(float f) { return (int32_t)f; }
__attribute__((noinline)) static int8_t f2i8(float f) { return (int8_t)f; }
__attribute__((noinline)) static uint8_t f2u8(float f) { return (uint8_t)f; }
__attribute__((noinline)) static int16_t f2i16(float f) { return (int16_t)f; }
__attribute__((noinline)) static uint16_t f2u16(float f) { return (uint16_t)f; }
__attribute__((noinline)) static float i32f(int32_t v) { return (float)v; }
__attribute__((noinline)) static float u32f(uint32_t v) { return (float)v; }
__attribute__((noinline)) static float i64f(int64_t v) { return (float)v; }
__attribute__((noinline)) static float u64f(uint64_t v) { return (float)v; }
__attribute__((noinline)) static float i8f(int8_t v) { return v; }
__attribute__((noinline)) static float u16f(uint16_t v) { return v; }

int main(void) {
    volatile float fs[] = {0.0f, 0.9f, -0.9f, 1.5f, -1.5f, 127.9f, -128.9f, 255.5f, 32767.5f, -32768.75f, 65535.9f, 2147483520.0f, 2147483648.0f,
                           4294967040.0f, 9223371487098961920.0f, 9223372036854775808.0f, 18446742974197923840.0f, -9223372036854775808.0f, 16777217.0f};
    for (int i = 0; i < (int)(sizeof fs / sizeof fs[0]); i++) {
        float f = fs[i];
        printf("%-14a:", (double)f);
        if (f > -9223372036854775809.0f && f < 9223372036854775808.0f) printf(" i64=%lld", (long long)f2i64(f));
        if (f > -1.0f && f < 18446744073709551616.0f) printf(" u64=%llu", (unsigned long long)f2u64(f));
        if (f > -1.0f && f < 4294967296.0f) printf(" u32=%u", f2u32(f));
        if (f > -2147483649.0f && f < 2147483648.0f) printf(" i32=%d", f2i32(f));
        if (f > -129.0f && f < 128.0f) printf(" i8=%d", f2i8(f));
        if (f > -1.0f && f < 256.0f) printf(" u8=%d", f2u8(f));
        if (f > -32769.0f && f < 32768.0f) printf(" i16=%d", f2i16(f));
        if (f > -1.0f && f < 65536.0f) printf(" u16=%d", f2u16(f));
        printf("\n");
    }
    volatile int32_t is[] = {16777216, 16777217, 16777218, 16777219, 33554434, 33554438, -16777217, 2147483647, -2147483647 - 1};
    for (int i = 0; i < 9; i++) printf("i32 %d -> %a\n", is[i], (double)i32f(is[i]));
    volatile uint32_t us[] = {4294967295u, 4294967168u, 4294967167u, 2147483649u};
    for (int i = 0; i < 4; i++) printf("u32 %u -> %a\n", us[i], (double)u32f(us[i]));
    volatile int64_t ls[] = {(1ll << 24) + 1, 9223372036854775807ll, -9223372036854775807ll - 1, 0x7fffff8000000000ll, 0x7fffff7fffffffffll};
    for (int i = 0; i < 5; i++) printf("i64 %lld -> %a\n", (long long)ls[i], (double)i64f(ls[i]));
    volatile uint64_t ul[] = {18446744073709551615ull, 0xffffff7fffffffffull, 0xffffff8000000000ull, 0x8000008000000000ull, 0x8000008000000001ull, 0x8000000000000001ull};
    for (int i = 0; i < 6; i++) printf("u64 %llu -> %a\n", (unsigned long long)ul[i], (double)u64f(ul[i]));
    printf("small: %g %g %g\n", (double)i8f(-128), (double)u16f(65535), (double)i8f(127));
    return (int)(f2u64(18446742974197923840.0f) >> 58);
}
