/* Bit-matrix manipulation with 64-bit words: transpose of an 8x8 bit matrix held in one
   uint64_t (the delta-swap method), 64x64 transpose by recursive block swaps, matrix
   multiplication over GF(2) with popcount parity, rank by Gaussian elimination over GF(2),
   and a check that transposing twice gives the original. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static uint64_t t8x8(uint64_t x) {
    uint64_t t;
    t = (x ^ (x >> 7)) & 0x00AA00AA00AA00AAull; x = x ^ t ^ (t << 7);
    t = (x ^ (x >> 14)) & 0x0000CCCC0000CCCCull; x = x ^ t ^ (t << 14);
    t = (x ^ (x >> 28)) & 0x00000000F0F0F0F0ull; x = x ^ t ^ (t << 28);
    return x;
}
static void t64(uint64_t *a) {
    uint64_t m = 0x00000000FFFFFFFFull;
    for (int j = 32; j; j >>= 1, m ^= m << j)
        for (int k = 0; k < 64; k = (k + j + 1) & ~j) { uint64_t t = (a[k] ^ (a[k + j] >> j)) & m; a[k] ^= t; a[k + j] ^= t << j; }
}
static void t64_naive(const uint64_t *a, uint64_t *b) { memset(b, 0, 64 * 8); for (int i = 0; i < 64; i++) for (int j = 0; j < 64; j++) if (a[i] >> j & 1) b[j] |= 1ull << i; }
static int rank_gf2(uint64_t *m, int n) {
    int r = 0;
    for (int col = 0; col < 64 && r < n; col++) {
        int p = -1;
        for (int i = r; i < n; i++) if (m[i] >> col & 1) { p = i; break; }
        if (p < 0) continue;
        uint64_t t = m[p]; m[p] = m[r]; m[r] = t;
        for (int i = 0; i < n; i++) if (i != r && (m[i] >> col & 1)) m[i] ^= m[r];
        r++;
    }
    return r;
}

int main(void) {
    uint64_t x = 0x0102040810204080ull;
    printf("t8x8(antidiag)=%016llx t8x8(0xff)=%016llx\n", (unsigned long long)t8x8(x), (unsigned long long)t8x8(0xffull));
    uint64_t a[64], b[64], c[64], s = 0x9e3779b97f4a7c15ull;
    for (int i = 0; i < 64; i++) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; a[i] = s; }
    memcpy(c, a, sizeof a);
    t64(c);
    t64_naive(a, b);
    int same = memcmp(b, c, sizeof b) == 0;
    t64(c);
    int back = memcmp(a, c, sizeof a) == 0;
    /* GF(2) product P = A * A^T: P[i] bit j = parity(a[i] & a[j]) */
    uint64_t p[64];
    for (int i = 0; i < 64; i++) { p[i] = 0; for (int j = 0; j < 64; j++) p[i] |= (uint64_t)(__builtin_popcountll(a[i] & a[j]) & 1) << j; }
    uint64_t h = 0; for (int i = 0; i < 64; i++) h = h * 31 + p[i];
    uint64_t m[64]; memcpy(m, a, sizeof m);
    int ra = rank_gf2(m, 64);
    memcpy(m, p, sizeof m);
    int rp = rank_gf2(m, 64);
    printf("transpose matches naive=%d twice=%d product hash=%016llx rank(A)=%d rank(AAt)=%d\n", same, back, (unsigned long long)h, ra, rp);
    return same && back ? ra : 100;
}
