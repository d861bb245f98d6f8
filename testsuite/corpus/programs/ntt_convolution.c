/* Number-theoretic transform over the prime 998244353 (primitive root 3): iterative
   bit-reversal NTT, inverse NTT, polynomial multiplication compared with schoolbook
   multiplication, big-number multiplication of two 500-digit numbers via convolution
   with carry propagation, and modular exponentiation with 64-bit intermediates. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define MOD 998244353u
static uint32_t pw(uint32_t b, uint32_t e) { uint64_t r = 1, x = b; while (e) { if (e & 1) r = r * x % MOD; x = x * x % MOD; e >>= 1; } return (uint32_t)r; }
static void ntt(uint32_t *a, int n, int inv) {
    for (int i = 1, j = 0; i < n; i++) { int bit = n >> 1; for (; j & bit; bit >>= 1) j ^= bit; j ^= bit; if (i < j) { uint32_t t = a[i]; a[i] = a[j]; a[j] = t; } }
    for (int len = 2; len <= n; len <<= 1) {
        uint32_t w = pw(3, (MOD - 1) / (uint32_t)len);
        if (inv) w = pw(w, MOD - 2);
        for (int i = 0; i < n; i += len) {
            uint64_t wn = 1;
            for (int j = 0; j < len / 2; j++) {
                uint32_t u = a[i + j], v = (uint32_t)(a[i + j + len / 2] * wn % MOD);
                a[i + j] = u + v >= MOD ? u + v - MOD : u + v;
                a[i + j + len / 2] = u >= v ? u - v : u + MOD - v;
                wn = wn * w % MOD;
            }
        }
    }
    if (inv) { uint64_t ni = pw((uint32_t)n, MOD - 2); for (int i = 0; i < n; i++) a[i] = (uint32_t)(a[i] * ni % MOD); }
}

int main(void) {
    enum { N = 1024 };
    static uint32_t a[N], b[N], c[N];
    static uint64_t ref[N];
    unsigned x = 11;
    int na = 300, nb = 400;
    for (int i = 0; i < na; i++) { x = x * 1103515245u + 12345u; a[i] = (x >> 8) % 1000; }
    for (int i = 0; i < nb; i++) { x = x * 1103515245u + 12345u; b[i] = (x >> 8) % 1000; }
    for (int i = 0; i < na; i++) for (int j = 0; j < nb; j++) ref[i + j] += (uint64_t)a[i] * b[j];
    memcpy(c, a, sizeof c);
    static uint32_t bb[N]; memcpy(bb, b, sizeof bb);
    ntt(c, N, 0); ntt(bb, N, 0);
    for (int i = 0; i < N; i++) c[i] = (uint32_t)((uint64_t)c[i] * bb[i] % MOD);
    ntt(c, N, 1);
    int bad = 0; uint64_t h = 0;
    for (int i = 0; i < N; i++) { if (c[i] != ref[i] % MOD) bad++; h = h * 1000003 + c[i]; }
    printf("poly product: bad=%d hash=%016llx c[350]=%u\n", bad, (unsigned long long)h, c[350]);
    /* 500-digit numbers: digits little-endian */
    static uint32_t d1[N], d2[N]; static uint64_t prod[N];
    for (int i = 0; i < 500; i++) { d1[i] = (uint32_t)(i * 7 % 10); d2[i] = (uint32_t)(i * 3 % 10); }
    d1[499] = 9; d2[499] = 8;
    ntt(d1, N, 0); ntt(d2, N, 0);
    for (int i = 0; i < N; i++) d1[i] = (uint32_t)((uint64_t)d1[i] * d2[i] % MOD);
    ntt(d1, N, 1);
    uint64_t carry = 0; int top = 0;
    for (int i = 0; i < N; i++) { uint64_t v = d1[i] + carry; prod[i] = v % 10; carry = v / 10; if (prod[i]) top = i; }
    printf("product digits=%d leading:", top + 1);
    for (int i = top; i > top - 20; i--) printf("%llu", (unsigned long long)prod[i]);
    uint64_t ds = 0; for (int i = 0; i <= top; i++) ds += prod[i];
    printf(" digit sum=%llu\n", (unsigned long long)ds);
    return bad ? 100 : (int)(ds & 0x7f);
}
