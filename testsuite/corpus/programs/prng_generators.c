/* Pseudo-random generators exercising 32/64/128-bit integer arithmetic: splitmix64,
   xoshiro256** (rotates and shifts), PCG32 (64-bit LCG with xorshift and rotate output),
   PCG64 with a 128-bit LCG state (unsigned __int128 multiply), MT19937 (the Mersenne
   Twister, whose 10000th output is known: 4123659995), and unbiased bounded sampling. */
#include <stdio.h>
#include <stdint.h>

static uint64_t sm_state;
static uint64_t splitmix64(void) { uint64_t z = (sm_state += 0x9e3779b97f4a7c15ull); z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull; z = (z ^ (z >> 27)) * 0x94d049bb133111ebull; return z ^ (z >> 31); }
static uint64_t xs[4];
static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
static uint64_t xoshiro(void) { uint64_t r = rotl(xs[1] * 5, 7) * 9, t = xs[1] << 17; xs[2] ^= xs[0]; xs[3] ^= xs[1]; xs[1] ^= xs[2]; xs[0] ^= xs[3]; xs[2] ^= t; xs[3] = rotl(xs[3], 45); return r; }
static uint64_t pcg_state = 0x853c49e6748fea9bull, pcg_inc = 0xda3e39cb94b95bdbull;
static uint32_t pcg32(void) { uint64_t old = pcg_state; pcg_state = old * 6364136223846793005ull + pcg_inc; uint32_t xsh = (uint32_t)(((old >> 18) ^ old) >> 27); uint32_t rot = (uint32_t)(old >> 59); return (xsh >> rot) | (xsh << ((-rot) & 31)); }
static unsigned __int128 p64_state;
static uint64_t pcg64(void) {
    const unsigned __int128 mul = ((unsigned __int128)2549297995355413924ull << 64) + 4865540595714422341ull;
    const unsigned __int128 inc = ((unsigned __int128)6364136223846793005ull << 64) + 1442695040888963407ull;
    p64_state = p64_state * mul + inc;
    uint64_t x = (uint64_t)(p64_state >> 64) ^ (uint64_t)p64_state;
    unsigned rot = (unsigned)(p64_state >> 122);
    return (x >> rot) | (x << ((-rot) & 63));
}
static uint32_t mt[624]; static int mti;
static void mt_seed(uint32_t s) { mt[0] = s; for (mti = 1; mti < 624; mti++) mt[mti] = 1812433253u * (mt[mti - 1] ^ (mt[mti - 1] >> 30)) + (uint32_t)mti; }
static uint32_t mt_next(void) {
    if (mti >= 624) {
        for (int k = 0; k < 624; k++) { uint32_t y = (mt[k] & 0x80000000u) | (mt[(k + 1) % 624] & 0x7fffffffu); mt[k] = mt[(k + 397) % 624] ^ (y >> 1) ^ (y & 1 ? 0x9908b0dfu : 0); }
        mti = 0;
    }
    uint32_t y = mt[mti++];
    y ^= y >> 11; y ^= (y << 7) & 0x9d2c5680u; y ^= (y << 15) & 0xefc60000u; y ^= y >> 18;
    return y;
}
static uint32_t bounded(uint32_t n) { uint32_t t = (uint32_t)-n % n; for (;;) { uint32_t r = pcg32(); if (r >= t) return r % n; } }

int main(void) {
    sm_state = 1234567;
    printf("splitmix:"); for (int i = 0; i < 3; i++) printf(" %016llx", (unsigned long long)splitmix64()); printf("\n");
    for (int i = 0; i < 4; i++) xs[i] = splitmix64();
    uint64_t acc = 0; for (int i = 0; i < 1000; i++) acc ^= xoshiro();
    printf("xoshiro xor=%016llx next=%016llx\n", (unsigned long long)acc, (unsigned long long)xoshiro());
    printf("pcg32:"); for (int i = 0; i < 4; i++) printf(" %08x", pcg32()); printf("\n");
    p64_state = 42;
    printf("pcg64:"); for (int i = 0; i < 3; i++) printf(" %016llx", (unsigned long long)pcg64()); printf("\n");
    mt_seed(5489);
    uint32_t last = 0; for (int i = 0; i < 10000; i++) last = mt_next();
    printf("mt19937 10000th=%u (expected 4123659995)\n", last);
    int hist[6] = {0};
    for (int i = 0; i < 6000; i++) hist[bounded(6)]++;
    printf("dice:"); for (int i = 0; i < 6; i++) printf(" %d", hist[i]); printf("\n");
    return last == 4123659995u ? 0 : 1;
}
