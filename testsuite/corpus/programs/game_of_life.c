/* Conway's Game of Life on a torus with byte grid and on a bit-packed 64-column grid,
   verifying both produce identical generations. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define R 64
#define C 64
static uint8_t g[R][C], ng[R][C]; static uint64_t b[R], nb[R];
static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
static void step_bytes(void) {
    for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) {
        int n = 0; for (int di = -1; di <= 1; di++) for (int dj = -1; dj <= 1; dj++) if (di || dj) n += g[(i + di + R) % R][(j + dj + C) % C];
        ng[i][j] = (uint8_t)(n == 3 || (n == 2 && g[i][j]));
    }
    memcpy(g, ng, sizeof g);
}
static void step_bits(void) {
    for (int i = 0; i < R; i++) {
        uint64_t rows[3] = { b[(i + R - 1) % R], b[i], b[(i + 1) % R] };
        uint64_t n[8]; int k = 0;
        for (int r = 0; r < 3; r++) { n[k++] = rotl(rows[r], 1); n[k++] = rotl(rows[r], 63); if (r != 1) n[k++] = rows[r]; }
        /* bit-sliced counter for 8 neighbours */
        uint64_t s0 = 0, s1 = 0, s2 = 0;
        for (int t = 0; t < 8; t++) { uint64_t c0 = s0 & n[t]; s0 ^= n[t]; uint64_t c1 = s1 & c0; s1 ^= c0; s2 |= c1; }
        uint64_t three = s0 & s1 & ~s2, two = ~s0 & s1 & ~s2;
        nb[i] = three | (two & b[i]);
    }
    memcpy(b, nb, sizeof b);
}

int main(void) {
    uint32_t x = 1; for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) { x ^= x << 13; x ^= x >> 17; x ^= x << 5; g[i][j] = (x % 3) == 0; }
    /* add a glider */
    memset(g[0], 0, C); memset(g[1], 0, C); memset(g[2], 0, C); g[0][1] = 1; g[1][2] = 1; g[2][0] = g[2][1] = g[2][2] = 1;
    /* bit j of b[i] corresponds to column (63 - j) so that rotl(…,1) looks right-neighbour: mapping consistent both ways */
    for (int i = 0; i < R; i++) { b[i] = 0; for (int j = 0; j < C; j++) if (g[i][j]) b[i] |= 1ULL << j; }
    int mismatch = 0;
    for (int gen = 1; gen <= 150; gen++) {
        step_bytes(); step_bits();
        int pop = 0, popb = 0; for (int i = 0; i < R; i++) { popb += __builtin_popcountll(b[i]); for (int j = 0; j < C; j++) { pop += g[i][j]; if (g[i][j] != ((b[i] >> j) & 1)) mismatch++; } }
        if (gen % 25 == 0) printf("gen %d pop=%d popbits=%d\n", gen, pop, popb);
    }
    for (int i = 0; i < 16; i++) { for (int j = 0; j < 48; j++) putchar(g[i][j] ? '#' : '.'); putchar('\n'); }
    printf("mismatch=%d\n", mismatch);
    return mismatch ? 1 : 0;
}
