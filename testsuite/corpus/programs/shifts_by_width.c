/* Shifts by 0, 1, width-1 and variable amounts for every integer width. */
#include <stdio.h>
#include <stdint.h>

#define SHIFT_TESTS(T, UT, NAME, W) \
    __attribute__((noinline)) static void test_##NAME(T a, int s) { \
        UT ua = (UT)a; \
        UT l = (UT)(ua << s); T r = (T)(a >> s); UT ur = (UT)(ua >> s); \
        UT rotl = s ? (UT)((ua << s) | (ua >> ((W) - s))) : ua; \
        printf(#NAME " a=%llx s=%d shl=%llx sar=%llx shr=%llx rotl=%llx\n", \
               (unsigned long long)ua, s, (unsigned long long)l, (unsigned long long)(UT)r, (unsigned long long)ur, (unsigned long long)rotl); \
        h = h * 31 + (unsigned long long)l + (unsigned long long)(UT)r * 7 + ur * 13 + rotl; \
    }

static unsigned long long h = 0;
SHIFT_TESTS(int8_t, uint8_t, i8, 8)
SHIFT_TESTS(int16_t, uint16_t, i16, 16)
SHIFT_TESTS(int32_t, uint32_t, i32, 32)
SHIFT_TESTS(int64_t, uint64_t, i64, 64)

__attribute__((noinline)) static uint32_t shl_const31(uint32_t x) { return x << 31; }
__attribute__((noinline)) static int32_t sar_const31(int32_t x) { return x >> 31; }
__attribute__((noinline)) static uint64_t shl_const63(uint64_t x) { return x << 63; }
__attribute__((noinline)) static int64_t sar_const63(int64_t x) { return x >> 63; }
__attribute__((noinline)) static uint64_t shr_const32(uint64_t x) { return x >> 32; }
__attribute__((noinline)) static uint64_t masked_shift(uint64_t x, unsigned s) { return x << (s & 63); }
__attribute__((noinline)) static uint32_t shift_by_u8(uint32_t x, unsigned char s) { return x >> (s % 32); }

int main(void) {
    int8_t v8[] = { 0, 1, -1, 0x7f, -128, 0x55 };
    int16_t v16[] = { 0, 1, -1, 0x7fff, -32768, 0x1234 };
    int32_t v32[] = { 0, 1, -1, 0x7fffffff, (int32_t)0x80000000u, 0x12345678 };
    int64_t v64[] = { 0, 1, -1, INT64_MAX, INT64_MIN, 0x123456789abcdef0LL };
    for (int i = 0; i < 6; i++) {
        int sh8[] = { 0, 1, 3, 7 }, sh16[] = { 0, 1, 8, 15 }, sh32[] = { 0, 1, 16, 31 }, sh64[] = { 0, 1, 32, 63 };
        for (int k = 0; k < 4; k++) {
            test_i8(v8[i], sh8[k]); test_i16(v16[i], sh16[k]); test_i32(v32[i], sh32[k]); test_i64(v64[i], sh64[k]);
        }
    }
    for (int s = 0; s < 64; s++) h ^= masked_shift(0xdeadbeefcafef00dULL, (unsigned)s + 64) + s;
    for (int s = 0; s < 256; s += 17) h += shift_by_u8(0x80000001u, (unsigned char)s);
    printf("c31 %x %x %llx %llx %llx\n", shl_const31(3), (unsigned)sar_const31(INT32_MIN), (unsigned long long)shl_const63(3),
           (unsigned long long)sar_const63(INT64_MIN + 5), (unsigned long long)shr_const32(0xffffffff00000000ULL));
    printf("h=%llx\n", h);
    return (int)(h >> 60);
}
