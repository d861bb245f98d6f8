/* Shift semantics around integer promotion and width: uint8_t/int8_t/uint16_t operands
   promoted to int before shifting, shift counts of different types (char, long, uint64),
   counts masked to width-1, arithmetic vs logical right shifts of negative values,
   shifts whose result is truncated on store, and constant shifts of every amount. */
#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static int u8_shl(uint8_t x, int n) { return x << n; }            /* promoted: no truncation */
__attribute__((noinline)) static uint8_t u8_shl_trunc(uint8_t x, int n) { return (uint8_t)(x << n); }
__attribute__((noinline)) static int s8_shr(int8_t x, int n) { return x >> n; }
__attribute__((noinline)) static unsigned u16_shl(uint16_t x, unsigned char n) { return (unsigned)x << n; }
__attribute__((noinline)) static int64_t s64_shr_cnt64(int64_t x, uint64_t n) { return x >> n; }
__attribute__((noinline)) static uint64_t u64_shl_cnt8(uint64_t x, signed char n) { return x << n; }
__attribute__((noinline)) static uint32_t masked32(uint32_t x, unsigned n) { return x << (n & 31); }
__attribute__((noinline)) static int32_t sar_masked(int32_t x, unsigned n) { return x >> (n & 31); }
__attribute__((noinline)) static uint64_t masked64(uint64_t x, unsigned n) { return x >> (n & 63); }
__attribute__((noinline)) static unsigned shift_mix(unsigned x) { return (x << 3) ^ (x >> 5) ^ (x << 31) ^ (x >> 31) ^ ((int)x >> 31) ^ ((int)x >> 1); }
__attribute__((noinline)) static uint16_t u16_rot_trunc(uint16_t x) { return (uint16_t)(x << 9 | x >> 7); }

int main(void) {
    volatile uint8_t b = 0xb7; volatile int8_t sb = -77; volatile uint16_t w = 0xf00d;
    volatile int64_t neg = -0x123456789abcdefll; volatile uint64_t big = 0x8000000000000001ull;
    for (int n = 0; n < 32; n += 3) printf("u8<<%2d=%08x trunc=%02x s8>>%2d=%d\n", n > 23 ? 23 : n, u8_shl(b, n > 23 ? 23 : n), u8_shl_trunc(b, n > 23 ? 23 : n), n, s8_shr(sb, n));
    for (unsigned char n = 0; n < 32; n += 5) printf("u16<<%2d=%08x ", n, u16_shl(w, n));
    printf("\n");
    for (uint64_t n = 0; n < 64; n += 9) printf("s64>>%2llu=%llx ", (unsigned long long)n, (unsigned long long)s64_shr_cnt64(neg, n));
    printf("\n");
    for (signed char n = 0; n < 64; n += 13) printf("u64<<%d=%016llx ", n, (unsigned long long)u64_shl_cnt8(big, n));
    printf("\n");
    unsigned long long h = 0;
    for (unsigned n = 0; n < 100; n++) h = h * 31 + masked32(0x80000001u, n) + (uint32_t)sar_masked(-1000000, n) + masked64(big, n);
    printf("masked hash %016llx\n", h);
    for (unsigned x = 1; x; x <<= 4) printf("mix(%08x)=%08x\n", x, shift_mix(x));
    printf("rot16 %04x\n", u16_rot_trunc(w));
    /* shifts of negative values via unsigned, converted back */
    volatile int v = -5;
    printf("-5<<3 via unsigned = %d, -5>>1 = %d, (unsigned)-5>>1 = %u\n", (int)((unsigned)v << 3), v >> 1, (unsigned)v >> 1);
    return (int)(h & 0x7f);
}
