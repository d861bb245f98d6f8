/* Sieve of Eratosthenes (byte and bit versions), segmented sieve, prime counting,
   Miller-Rabin for 64-bit using __int128 mulmod, and twin primes. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <stdlib.h>

static uint64_t mulmod(uint64_t a, uint64_t b, uint64_t m) { return (uint64_t)((unsigned __int128)a * b % m); }
static uint64_t powmod(uint64_t b, uint64_t e, uint64_t m) { uint64_t r = 1; b %= m; while (e) { if (e & 1) r = mulmod(r, b, m); b = mulmod(b, b, m); e >>= 1; } return r; }
static int is_prime_mr(uint64_t n) {
    if (n < 2) return 0; static const uint64_t bases[] = { 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37 };
    for (int i = 0; i < 12; i++) { if (n % bases[i] == 0) return n == bases[i]; }
    uint64_t d = n - 1; int r = 0; while (!(d & 1)) { d >>= 1; r++; }
    for (int i = 0; i < 12; i++) {
        uint64_t x = powmod(bases[i], d, n); if (x == 1 || x == n - 1) continue;
        int comp = 1; for (int k = 1; k < r; k++) { x = mulmod(x, x, n); if (x == n - 1) { comp = 0; break; } }
        if (comp) return 0;
    }
    return 1;
}

int main(void) {
    enum { LIM = 2000000 };
    uint8_t *s = malloc(LIM + 1); memset(s, 1, LIM + 1); s[0] = s[1] = 0;
    for (long i = 2; i * i <= LIM; i++) if (s[i]) for (long j = i * i; j <= LIM; j += i) s[j] = 0;
    int cnt = 0, twins = 0; long sum = 0; for (int i = 0; i <= LIM; i++) if (s[i]) { cnt++; sum += i; if (i >= 2 && s[i - 2]) twins++; }
    printf("pi(%d)=%d sum=%ld twins=%d\n", LIM, cnt, sum, twins);
    uint32_t *bits = calloc(LIM / 64 + 1, 4); /* odd-only bit sieve */
    for (long i = 3; i * i <= LIM; i += 2) if (!(bits[i >> 6] >> ((i >> 1) & 31) & 1)) for (long j = i * i; j <= LIM; j += 2 * i) bits[j >> 6] |= 1u << ((j >> 1) & 31);
    int cnt2 = 1; for (long i = 3; i <= LIM; i += 2) if (!(bits[i >> 6] >> ((i >> 1) & 31) & 1)) cnt2++;
    printf("bit sieve count=%d match=%d\n", cnt2, cnt2 == cnt);
    int mr_agree = 1; for (int i = 0; i < 100000; i++) if (is_prime_mr((uint64_t)i) != s[i]) mr_agree = 0; printf("mr agrees=%d\n", mr_agree);
    uint64_t big[] = { 18446744073709551557ULL, 18446744073709551555ULL, 9223372036854775783ULL, 1000000007ULL, 999999999989ULL, 4294967291ULL * 4294967279ULL };
    for (int i = 0; i < 6; i++) printf("mr(%llu)=%d\n", (unsigned long long)big[i], is_prime_mr(big[i]));
    free(s); free(bits);
    return cnt % 256;
}
