/* Morton (Z-order) encoding via bit interleaving (magic masks and pdep-free loops),
   Gray codes, Hilbert curve index, and bit permutations. */
#include <stdio.h>
#include <stdint.h>

static uint64_t spread(uint32_t x) { uint64_t v = x; v = (v | v << 16) & 0x0000FFFF0000FFFFULL; v = (v | v << 8) & 0x00FF00FF00FF00FFULL; v = (v | v << 4) & 0x0F0F0F0F0F0F0F0FULL; v = (v | v << 2) & 0x3333333333333333ULL; v = (v | v << 1) & 0x5555555555555555ULL; return v; }
static uint32_t compact(uint64_t v) { v &= 0x5555555555555555ULL; v = (v | v >> 1) & 0x3333333333333333ULL; v = (v | v >> 2) & 0x0F0F0F0F0F0F0F0FULL; v = (v | v >> 4) & 0x00FF00FF00FF00FFULL; v = (v | v >> 8) & 0x0000FFFF0000FFFFULL; v = (v | v >> 16) & 0xFFFFFFFFULL; return (uint32_t)v; }
static uint64_t morton_loop(uint32_t x, uint32_t y) { uint64_t r = 0; for (int i = 0; i < 32; i++) r |= ((uint64_t)(x >> i & 1) << (2 * i)) | ((uint64_t)(y >> i & 1) << (2 * i + 1)); return r; }
static uint32_t gray(uint32_t n) { return n ^ (n >> 1); }
static uint32_t ungray(uint32_t g) { g ^= g >> 16; g ^= g >> 8; g ^= g >> 4; g ^= g >> 2; g ^= g >> 1; return g; }
static uint32_t hilbert_d(uint32_t n, uint32_t x, uint32_t y) { uint32_t d = 0; for (uint32_t s = n / 2; s > 0; s /= 2) { uint32_t rx = (x & s) > 0, ry = (y & s) > 0; d += s * s * ((3 * rx) ^ ry); if (ry == 0) { if (rx == 1) { x = s - 1 - x; y = s - 1 - y; } uint32_t t = x; x = y; y = t; } } return d; }

int main(void) {
    int bad = 0; uint64_t h = 0; uint32_t s = 1;
    for (int i = 0; i < 5000; i++) { s = s * 1664525u + 1013904223u; uint32_t x = s, y = s * 2654435761u; uint64_t m = spread(x) | spread(y) << 1;
        if (m != morton_loop(x, y) || compact(m) != x || compact(m >> 1) != y) bad++; h ^= m; }
    printf("morton bad=%d h=%016llx\n", bad, (unsigned long long)h);
    for (uint32_t i = 0; i < 16; i++) printf("%u:%u ", i, gray(i)); printf("\n");
    for (uint32_t i = 0; i < 100000; i++) { if (ungray(gray(i)) != i || __builtin_popcount(gray(i) ^ gray(i + 1)) != 1) bad++; }
    printf("gray bad=%d\n", bad);
    uint32_t hs = 0; for (uint32_t y = 0; y < 8; y++) { for (uint32_t x = 0; x < 8; x++) { uint32_t d = hilbert_d(8, x, y); hs += d * (x + 1) * (y + 1); printf("%3u", d); } printf("\n"); }
    printf("hilbert checksum %u\n", hs);
    return bad;
}
