/* Bit-set data structures on 64-bit words: a Bloom filter with k hash functions (double
   hashing from one 64-bit hash), false-positive counting against exact membership, set
   operations (union, intersection, difference, symmetric difference) with population
   counts, iteration over set bits with ctz, and rank/select queries. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define BITS 65536
#define WORDS (BITS / 64)
static uint64_t bloom[WORDS];
static uint64_t hash64(uint64_t x) { x ^= x >> 33; x *= 0xff51afd7ed558ccdull; x ^= x >> 33; x *= 0xc4ceb9fe1a85ec53ull; x ^= x >> 33; return x; }
static void bset(uint64_t *b, uint32_t i) { b[i >> 6] |= 1ull << (i & 63); }
static int bget(const uint64_t *b, uint32_t i) { return (int)(b[i >> 6] >> (i & 63)) & 1; }
static void bloom_add(uint64_t key) { uint64_t h = hash64(key); uint32_t a = (uint32_t)h, b = (uint32_t)(h >> 32) | 1; for (int k = 0; k < 5; k++) bset(bloom, (a + (uint32_t)k * b) % BITS); }
static int bloom_has(uint64_t key) { uint64_t h = hash64(key); uint32_t a = (uint32_t)h, b = (uint32_t)(h >> 32) | 1; for (int k = 0; k < 5; k++) if (!bget(bloom, (a + (uint32_t)k * b) % BITS)) return 0; return 1; }
static int popcount_set(const uint64_t *b, int n) { int c = 0; for (int i = 0; i < n; i++) c += __builtin_popcountll(b[i]); return c; }
static int rank(const uint64_t *b, uint32_t i) { int c = 0; for (uint32_t w = 0; w < i / 64; w++) c += __builtin_popcountll(b[w]); return c + __builtin_popcountll(b[i / 64] & ((1ull << (i % 64)) - 1)); }
static int select_(const uint64_t *b, int n, int k) { for (int w = 0; w < n; w++) { int pc = __builtin_popcountll(b[w]); if (k < pc) { uint64_t x = b[w]; while (k--) x &= x - 1; return w * 64 + __builtin_ctzll(x); } k -= pc; } return -1; }

int main(void) {
    static uint8_t exact[200000];
    for (uint64_t i = 0; i < 8000; i++) { uint64_t key = i * 7919 + 13; bloom_add(key); if (key < sizeof exact) exact[key] = 1; }
    int fp = 0, fn = 0;
    for (uint64_t key = 0; key < 60000; key++) { int b = bloom_has(key), e = exact[key]; fp += b && !e; fn += !b && e; }
    printf("bloom bits set=%d false_pos=%d false_neg=%d\n", popcount_set(bloom, WORDS), fp, fn);
    uint64_t a[64], b[64], u[64], in[64], df[64], sd[64];
    memset(a, 0, sizeof a); memset(b, 0, sizeof b);
    for (uint32_t i = 0; i < 4096; i += 3) bset(a, i);
    for (uint32_t i = 0; i < 4096; i += 5) bset(b, i);
    for (int i = 0; i < 64; i++) { u[i] = a[i] | b[i]; in[i] = a[i] & b[i]; df[i] = a[i] & ~b[i]; sd[i] = a[i] ^ b[i]; }
    printf("|a|=%d |b|=%d union=%d inter=%d diff=%d symdiff=%d\n", popcount_set(a, 64), popcount_set(b, 64), popcount_set(u, 64), popcount_set(in, 64), popcount_set(df, 64), popcount_set(sd, 64));
    long s = 0; int cnt = 0;
    for (int w = 0; w < 64; w++) for (uint64_t x = in[w]; x; x &= x - 1) { s += w * 64 + __builtin_ctzll(x); cnt++; }
    printf("iterate inter: count=%d sum=%ld rank(1000)=%d select(100)=%d\n", cnt, s, rank(in, 1000), select_(in, 64, 100));
    return fn ? 100 : fp & 0x7f;
}
