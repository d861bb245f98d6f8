/* Bit-counting builtins at many values: __builtin_popcount/ll, clz/ll (nonzero inputs),
   ctz/ll (nonzero), ffs/ffsll (zero allowed), parity/ll, clrsb/ll, the type-generic
   __builtin_clzg/ctzg/popcountg (with a fallback value for zero), on 8/16/32/64-bit and
   unsigned __int128 inputs, checked against simple loops. */
/* check-programs: clang-only (clang builtins) */
#include <stdio.h>
#include <stdint.h>

static int pop_ref(uint64_t x) { int c = 0; while (x) { c += (int)(x & 1); x >>= 1; } return c; }
static int clz_ref(uint64_t x, int w) { int c = 0; for (int i = w - 1; i >= 0 && !((x >> i) & 1); i--) c++; return c; }
static int ctz_ref(uint64_t x, int w) { int c = 0; while (c < w && !((x >> c) & 1)) c++; return c; }

__attribute__((noinline)) static int pc32(unsigned x) { return __builtin_popcount(x); }
__attribute__((noinline)) static int pc64(unsigned long long x) { return __builtin_popcountll(x); }
__attribute__((noinline)) static int clz32(unsigned x) { return __builtin_clz(x); }
__attribute__((noinline)) static int clz64(unsigned long long x) { return __builtin_clzll(x); }
__attribute__((noinline)) static int ctz32(unsigned x) { return __builtin_ctz(x); }
__attribute__((noinline)) static int ctz64(unsigned long long x) { return __builtin_ctzll(x); }
__attribute__((noinline)) static int ffs32(int x) { return __builtin_ffs(x); }
__attribute__((noinline)) static int ffs64(long long x) { return __builtin_ffsll(x); }
__attribute__((noinline)) static int par32(unsigned x) { return __builtin_parity(x); }
__attribute__((noinline)) static int par64(unsigned long long x) { return __builtin_parityll(x); }
__attribute__((noinline)) static int clrsb32(int x) { return __builtin_clrsb(x); }
__attribute__((noinline)) static int clrsb64(long long x) { return __builtin_clrsbll(x); }
__attribute__((noinline)) static int clz8g(uint8_t x) { return __builtin_clzg(x, 8); }
__attribute__((noinline)) static int ctz16g(uint16_t x) { return __builtin_ctzg(x, -1); }
__attribute__((noinline)) static int pop8g(uint8_t x) { return __builtin_popcountg(x); }
__attribute__((noinline)) static int clz128(unsigned __int128 x) { return __builtin_clzg(x, 128); }
__attribute__((noinline)) static int ctz128(unsigned __int128 x) { return __builtin_ctzg(x, 128); }
__attribute__((noinline)) static int pop128(unsigned __int128 x) { return __builtin_popcountg(x); }

int main(void) {
    int bad = 0;
    unsigned long long h = 0;
    uint64_t x = 0x9e3779b97f4a7c15ull;
    for (int i = 0; i < 300; i++) {
        uint64_t v;
        if (i < 64) v = 1ull << i;
        else if (i < 128) v = ~0ull >> (i - 64);
        else if (i < 192) v = (~0ull << (i - 128)) ^ 0x5;
        else { x ^= x << 13; x ^= x >> 7; x ^= x << 17; v = x >> (i % 50); }
        uint32_t lo = (uint32_t)v;
        int r[12];
        r[0] = pc32(lo); r[1] = pc64(v); r[2] = lo ? clz32(lo) : -1; r[3] = v ? clz64(v) : -1;
        r[4] = lo ? ctz32(lo) : -1; r[5] = v ? ctz64(v) : -1; r[6] = ffs32((int)lo); r[7] = ffs64((long long)v);
        r[8] = par32(lo); r[9] = par64(v); r[10] = clrsb32((int)lo); r[11] = clrsb64((long long)v);
        if (r[0] != pop_ref(lo) || r[1] != pop_ref(v)) bad++;
        if (lo && (r[2] != clz_ref(lo, 32) || r[4] != ctz_ref(lo, 32))) bad++;
        if (v && (r[3] != clz_ref(v, 64) || r[5] != ctz_ref(v, 64))) bad++;
        if (r[6] != (lo ? ctz_ref(lo, 32) + 1 : 0) || r[8] != (pop_ref(lo) & 1)) bad++;
        for (int k = 0; k < 12; k++) h = h * 131 + (unsigned)r[k];
        if (i % 25 == 0) {
            printf("%016llx:", (unsigned long long)v);
            for (int k = 0; k < 12; k++) printf(" %d", r[k]);
            printf("\n");
        }
    }
    for (int i = 0; i < 256; i += 37) printf("u8 %3d clzg=%d pop=%d ctz16g=%d\n", i, clz8g((uint8_t)i), pop8g((uint8_t)i), ctz16g((uint16_t)(i << 4)));
    unsigned __int128 w[] = {0, 1, (unsigned __int128)1 << 64, ((unsigned __int128)1 << 127) | 1, ~(unsigned __int128)0, (unsigned __int128)0xf0 << 70};
    for (int i = 0; i < 6; i++) printf("u128 #%d clz=%d ctz=%d pop=%d\n", i, clz128(w[i]), ctz128(w[i]), pop128(w[i]));
    printf("clrsb: %d %d %d %d\n", clrsb32(0), clrsb32(-1), clrsb32(1 << 30), clrsb64(-2));
    printf("hash %016llx bad %d\n", h, bad);
    return bad ? 1 : (int)(h & 0x7f);
}
