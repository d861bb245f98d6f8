/* __builtin_popcount/clz/ctz/bswap/parity/ffs/clrsb, rotates, and classic bit hacks
   verified against naive loops. */
#include <stdio.h>
#include <stdint.h>

static int naive_pop(uint64_t x) { int c = 0; while (x) { c += (int)(x & 1); x >>= 1; } return c; }
static int naive_clz64(uint64_t x) { int c = 0; for (int i = 63; i >= 0 && !((x >> i) & 1); i--) c++; return c; }
static int naive_ctz64(uint64_t x) { int c = 0; while (c < 64 && !((x >> c) & 1)) c++; return c; }
static uint64_t naive_bswap64(uint64_t x) { uint64_t r = 0; for (int i = 0; i < 8; i++) r = (r << 8) | ((x >> (8 * i)) & 0xff); return r; }
__attribute__((noinline)) static uint32_t rotl32(uint32_t x, unsigned r) { return (x << (r & 31)) | (x >> ((32 - r) & 31)); }
__attribute__((noinline)) static uint64_t rotr64(uint64_t x, unsigned r) { return (x >> (r & 63)) | (x << ((64 - r) & 63)); }
__attribute__((noinline)) static uint32_t next_pow2(uint32_t v) { v--; v |= v >> 1; v |= v >> 2; v |= v >> 4; v |= v >> 8; v |= v >> 16; return v + 1; }
__attribute__((noinline)) static uint32_t reverse_bits(uint32_t v) {
    v = ((v >> 1) & 0x55555555) | ((v & 0x55555555) << 1);
    v = ((v >> 2) & 0x33333333) | ((v & 0x33333333) << 2);
    v = ((v >> 4) & 0x0F0F0F0F) | ((v & 0x0F0F0F0F) << 4);
    return __builtin_bswap32(v);
}
__attribute__((noinline)) static int isign(int v) { return (v > 0) - (v < 0); }
__attribute__((noinline)) static int iabs_branchless(int v) { int m = v >> 31; return (v + m) ^ m; }
__attribute__((noinline)) static uint64_t lowest_set(uint64_t x) { return x & (0 - x); }

int main(void) {
    uint64_t x = 0x9e3779b97f4a7c15ULL; int bad = 0; uint64_t h = 0;
    for (int i = 0; i < 2000; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        uint64_t v = x >> (i % 64);
        uint32_t v32 = (uint32_t)v; uint16_t v16 = (uint16_t)v;
        if (__builtin_popcountll(v) != naive_pop(v)) bad++;
        if (__builtin_popcount(v32) != naive_pop(v32)) bad++;
        if (__builtin_parityll(v) != (naive_pop(v) & 1)) bad++;
        if (v && __builtin_clzll(v) != naive_clz64(v)) bad++;
        if (v && __builtin_ctzll(v) != naive_ctz64(v)) bad++;
        if (v32 && __builtin_clz(v32) != naive_clz64(v32) - 32) bad++;
        if (__builtin_bswap64(v) != naive_bswap64(v)) bad++;
        if (__builtin_bswap16(v16) != (uint16_t)((v16 >> 8) | (v16 << 8))) bad++;
        if (__builtin_ffsll((long long)v) != (v ? naive_ctz64(v) + 1 : 0)) bad++;
        h = h * 31 + (uint64_t)__builtin_popcountll(v) + rotl32(v32, (unsigned)i) + rotr64(v, (unsigned)i) + reverse_bits(v32) + lowest_set(v);
    }
    printf("bad=%d h=%016llx\n", bad, (unsigned long long)h);
    uint32_t tests[] = { 0, 1, 2, 3, 0x80000000u, 0xffffffffu, 0x12345678u, 0x00f00000u };
    for (int i = 0; i < 8; i++) {
        uint32_t t = tests[i];
        printf("%08x pop=%d par=%d clz=%d ctz=%d bswap=%08x rev=%08x np2=%u ffs=%d clrsb=%d rotl7=%08x\n", t, __builtin_popcount(t), __builtin_parity(t),
               t ? __builtin_clz(t) : 32, t ? __builtin_ctz(t) : 32, __builtin_bswap32(t), reverse_bits(t), next_pow2(t ? t : 1), __builtin_ffs((int)t),
               __builtin_clrsb((int)t), rotl32(t, 7));
    }
    int sv[] = { -5, 0, 7, -2147483647, 2147483647 };
    for (int i = 0; i < 5; i++) printf("sign(%d)=%d abs=%d\n", sv[i], isign(sv[i]), iabs_branchless(sv[i]));
    unsigned __int128 big = ((unsigned __int128)0xf0ULL << 64) | 1; printf("pop128=%d\n", __builtin_popcountll((uint64_t)(big >> 64)) + __builtin_popcountll((uint64_t)big));
    return bad ? 1 : (int)(h & 0x7f);
}
