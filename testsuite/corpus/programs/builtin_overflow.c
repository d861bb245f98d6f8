/* __builtin_{add,sub,mul}_overflow for all widths and mixed-type forms. */
#include <stdio.h>
#include <stdint.h>
#include <limits.h>

#define OVF(T, NAME, FMT, CAST) \
    __attribute__((noinline)) static int ovf_##NAME(T a, T b) { \
        T r1, r2, r3; int o1 = __builtin_add_overflow(a, b, &r1), o2 = __builtin_sub_overflow(a, b, &r2), o3 = __builtin_mul_overflow(a, b, &r3); \
        printf(#NAME " a=" FMT " b=" FMT " add=%d:" FMT " sub=%d:" FMT " mul=%d:" FMT "\n", (CAST)a, (CAST)b, o1, (CAST)r1, o2, (CAST)r2, o3, (CAST)r3); \
        return o1 + 2 * o2 + 4 * o3; }
OVF(int8_t, i8, "%d", int)
OVF(uint8_t, u8, "%u", unsigned)
OVF(int16_t, i16, "%d", int)
OVF(uint16_t, u16, "%u", unsigned)
OVF(int32_t, i32, "%d", int)
OVF(uint32_t, u32, "%u", unsigned)
OVF(int64_t, i64, "%lld", long long)
OVF(uint64_t, u64, "%llu", unsigned long long)

int main(void) {
    int total = 0;
    int8_t a8[] = { 0, 1, -1, 100, -100, 127, -128 };
    for (int i = 0; i < 7; i++) for (int j = 0; j < 7; j += 2) total += ovf_i8(a8[i], a8[j]) + ovf_u8((uint8_t)a8[i], (uint8_t)a8[j]);
    int16_t a16[] = { 0, 1, -1, 200, -30000, 32767, -32768 };
    for (int i = 0; i < 7; i++) for (int j = 0; j < 7; j += 2) total += ovf_i16(a16[i], a16[j]) + ovf_u16((uint16_t)a16[i], (uint16_t)a16[j]);
    int32_t a32[] = { 0, 1, -1, 65536, -46341, INT32_MAX, INT32_MIN };
    for (int i = 0; i < 7; i++) for (int j = 0; j < 7; j += 2) total += ovf_i32(a32[i], a32[j]) + ovf_u32((uint32_t)a32[i], (uint32_t)a32[j]);
    int64_t a64[] = { 0, 1, -1, 4294967296LL, -3037000500LL, INT64_MAX, INT64_MIN };
    for (int i = 0; i < 7; i++) for (int j = 0; j < 7; j += 2) total += ovf_i64(a64[i], a64[j]) + ovf_u64((uint64_t)a64[i], (uint64_t)a64[j]);
    /* mixed types: result type differs from operands */
    int r8; unsigned char ruc; long long rll; unsigned ru;
    printf("mixed %d", __builtin_add_overflow(200u, 100u, &ruc)); printf(":%u", ruc);
    printf(" %d", __builtin_mul_overflow(INT_MAX, 2, &rll)); printf(":%lld", rll);
    printf(" %d", __builtin_sub_overflow(0, 1, &ru)); printf(":%u", ru);
    printf(" %d", __builtin_add_overflow(-5LL, 3u, &r8)); printf(":%d\n", r8);
    /* checked factorial */
    uint64_t f = 1; int n;
    for (n = 1; n < 40; n++) if (__builtin_mul_overflow(f, (uint64_t)n, &f)) break;
    printf("u64 factorial overflows at %d\n", n);
    int32_t s = 1; int k;
    for (k = 0; k < 100; k++) if (__builtin_mul_overflow(s, 3, &s)) break;
    printf("3^k overflows i32 at k=%d\n", k);
    printf("total=%d\n", total);
    return total % 256;
}
