/* Deterministic Monte Carlo with own PRNGs (LCG, xorshift128+, PCG32): estimate pi,
   simulate dice distributions, random walks, and a chi-square uniformity check. */
#include <stdio.h>
#include <stdint.h>

static uint64_t pcg_state = 0x853c49e6748fea9bULL, pcg_inc = 0xda3e39cb94b95bdbULL;
static uint32_t pcg32(void) { uint64_t old = pcg_state; pcg_state = old * 6364136223846793005ULL + pcg_inc; uint32_t xs = (uint32_t)(((old >> 18) ^ old) >> 27), rot = (uint32_t)(old >> 59); return (xs >> rot) | (xs << ((-rot) & 31)); }
static uint64_t s0 = 1, s1 = 2;
static uint64_t xs128p(void) { uint64_t a = s0, b = s1; s0 = b; a ^= a << 23; s1 = a ^ b ^ (a >> 17) ^ (b >> 26); return s1 + b; }
static uint32_t lcg = 42; static uint32_t lcg_next(void) { lcg = lcg * 1103515245u + 12345u; return (lcg >> 16) & 0x7fff; }
static double unif(void) { return (pcg32() >> 8) * (1.0 / 16777216.0); }

int main(void) {
    long inside = 0, N = 200000; for (long i = 0; i < N; i++) { double x = unif(), y = unif(); if (x * x + y * y < 1) inside++; }
    printf("pi ~ %.5f\n", 4.0 * inside / N);
    int dice[13] = { 0 }; for (int i = 0; i < 36000; i++) dice[(int)(xs128p() % 6) + 1 + (int)(xs128p() % 6) + 1]++;
    for (int s = 2; s <= 12; s++) printf("%d:%d ", s, dice[s]); printf("\n");
    long pos = 0, maxpos = 0; for (int i = 0; i < 100000; i++) { pos += (lcg_next() & 1) ? 1 : -1; if (pos > maxpos) maxpos = pos; } printf("walk end=%ld max=%ld\n", pos, maxpos);
    int bins[16] = { 0 }; for (int i = 0; i < 160000; i++) bins[pcg32() >> 28]++; double chi = 0; for (int b = 0; b < 16; b++) { double d = bins[b] - 10000.0; chi += d * d / 10000.0; } printf("chi2=%.3f\n", chi);
    uint32_t p1 = pcg32(); uint32_t p2 = pcg32(); printf("first pcg %08x %08x xs %016llx\n", p1, p2, (unsigned long long)xs128p());
    return (int)(inside % 256);
}
