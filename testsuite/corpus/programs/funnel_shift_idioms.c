/* Funnel-shift (shld/shrd) idioms: two-word shifts by variable and constant counts,
   128-bit values kept as two 64-bit halves, extraction of bit fields that straddle word
   boundaries, and multi-word shifts of arrays. */
#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static uint64_t fshl64(uint64_t hi, uint64_t lo, unsigned n) { n &= 63; return n ? (hi << n) | (lo >> (64 - n)) : hi; }
__attribute__((noinline)) static uint64_t fshr64(uint64_t hi, uint64_t lo, unsigned n) { n &= 63; return n ? (lo >> n) | (hi << (64 - n)) : lo; }
__attribute__((noinline)) static uint32_t fshl32(uint32_t hi, uint32_t lo, unsigned n) { return (uint32_t)((((uint64_t)hi << 32 | lo) << (n & 31)) >> 32); }
__attribute__((noinline)) static uint64_t const_fsh(uint64_t hi, uint64_t lo) { return (hi << 12) | (lo >> 52); }
typedef struct { uint64_t lo, hi; } pair;
__attribute__((noinline)) static pair shl_pair(pair p, unsigned n) {
    pair r;
    if (n >= 64) { r.hi = p.lo << (n - 64); r.lo = 0; }
    else if (n == 0) r = p;
    else { r.hi = (p.hi << n) | (p.lo >> (64 - n)); r.lo = p.lo << n; }
    return r;
}
__attribute__((noinline)) static uint64_t extract(const uint64_t *w, unsigned bit, unsigned len) {
    unsigned i = bit / 64, o = bit % 64;
    uint64_t v = w[i] >> o;
    if (o + len > 64) v |= w[i + 1] << (64 - o);
    return len == 64 ? v : v & ((1ull << len) - 1);
}
static void shift_words_left(uint64_t *w, int n, unsigned s) {
    for (int i = n - 1; i > 0; i--) w[i] = (w[i] << s) | (w[i - 1] >> (64 - s));
    w[0] <<= s;
}

int main(void) {
    volatile uint64_t H = 0xfedcba9876543210ull, L = 0x0f1e2d3c4b5a6978ull;
    unsigned long long h = 0;
    int bad = 0;
    for (unsigned n = 0; n < 70; n++) {
        uint64_t a = fshl64(H, L, n), b = fshr64(H, L, n);
        uint32_t c = fshl32((uint32_t)H, (uint32_t)L, n);
        unsigned __int128 w = ((unsigned __int128)H << 64) | L;
        if (a != (uint64_t)((w << (n & 63)) >> 64) || b != (uint64_t)(w >> (n & 63))) bad++;
        pair p = {L, H}; pair q = shl_pair(p, n);
        unsigned __int128 ws = w << n;
        if (q.lo != (uint64_t)ws || q.hi != (uint64_t)(ws >> 64)) bad++;
        h = h * 1099511628211ull ^ a ^ (b << 1) ^ c;
        if (n % 7 == 0) printf("n=%2u fshl=%016llx fshr=%016llx fshl32=%08x\n", n, (unsigned long long)a, (unsigned long long)b, c);
    }
    printf("const %016llx\n", (unsigned long long)const_fsh(H, L));
    uint64_t words[4] = {0x8000000000000001ull, 0x123456789abcdef0ull, 0xffff0000ffff0000ull, 0x1ull};
    for (unsigned bit = 0; bit < 200; bit += 23) printf("extract(%u,%u)=%llx\n", bit, 13 + bit % 50, (unsigned long long)extract(words, bit, 13 + bit % 50));
    shift_words_left(words, 4, 5);
    printf("shifted %016llx %016llx %016llx %016llx\n", (unsigned long long)words[3], (unsigned long long)words[2], (unsigned long long)words[1], (unsigned long long)words[0]);
    printf("hash %016llx bad %d\n", h, bad);
    return bad ? 1 : (int)(h & 0x3f);
}
