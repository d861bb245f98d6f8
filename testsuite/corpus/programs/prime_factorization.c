/* Integer factorization: trial division, Pollard's rho (Brent variant) with __int128
   mulmod and Miller-Rabin, divisor count/sum, Euler's totient and Moebius function. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

static uint64_t mulmod(uint64_t a, uint64_t b, uint64_t m) { return (uint64_t)((unsigned __int128)a * b % m); }
static uint64_t powmod(uint64_t b, uint64_t e, uint64_t m) { uint64_t r = 1; b %= m; while (e) { if (e & 1) r = mulmod(r, b, m); b = mulmod(b, b, m); e >>= 1; } return r; }
static int is_prime(uint64_t n) { if (n < 2) return 0; for (uint64_t p = 2; p < 40; p++) if (n % p == 0) return n == p; uint64_t d = n - 1; int s = 0; while (!(d & 1)) { d >>= 1; s++; }
    static const uint64_t B[] = { 2, 325, 9375, 28178, 450775, 9780504, 1795265022 };
    for (int i = 0; i < 7; i++) { uint64_t a = B[i] % n; if (!a) continue; uint64_t x = powmod(a, d, n); if (x == 1 || x == n - 1) continue; int c = 1; for (int r = 1; r < s && c; r++) { x = mulmod(x, x, n); if (x == n - 1) c = 0; } if (c) return 0; } return 1; }
static uint64_t gcd(uint64_t a, uint64_t b) { while (b) { uint64_t t = a % b; a = b; b = t; } return a; }
static uint64_t rho(uint64_t n, uint64_t c) {
    if (n % 2 == 0) return 2;
    uint64_t y = 2, x, g = 1, q = 1, ys = 2; uint64_t r = 1, m = 64;
    do { x = y; for (uint64_t i = 0; i < r; i++) y = (mulmod(y, y, n) + c) % n; uint64_t k = 0;
        do { ys = y; for (uint64_t i = 0; i < m && i < r - k; i++) { y = (mulmod(y, y, n) + c) % n; q = mulmod(q, x > y ? x - y : y - x, n); } g = gcd(q, n); k += m; } while (k < r && g == 1);
        r *= 2; } while (g == 1);
    if (g == n) { do { ys = (mulmod(ys, ys, n) + c) % n; g = gcd(x > ys ? x - ys : ys - x, n); } while (g == 1); }
    return g;
}
static int factor(uint64_t n, uint64_t *out, int k) {
    if (n == 1) return k;
    if (is_prime(n)) { out[k++] = n; return k; }
    for (uint64_t p = 2; p < 1000; p++) if (n % p == 0) { out[k++] = p; return factor(n / p, out, k); }
    uint64_t d = n; for (uint64_t c = 1; d == n; c++) d = rho(n, c);
    k = factor(d, out, k); return factor(n / d, out, k);
}
static int cmp(const void *a, const void *b) { uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b; return (x > y) - (x < y); }

int main(void) {
    uint64_t nums[] = { 1, 2, 360, 999999, 600851475143ULL, 1000000007ULL * 998244353ULL, 18446744073709551615ULL, 9223372036854775807ULL, 4295098369ULL, 1234567890123456789ULL, 3ULL * 5 * 7 * 11 * 13 * 17 * 19 * 23 * 29 * 31 * 37 * 41 * 43 * 47 };
    for (unsigned i = 0; i < sizeof nums / sizeof nums[0]; i++) {
        uint64_t f[64]; int k = factor(nums[i], f, 0); qsort(f, (size_t)k, sizeof f[0], cmp);
        uint64_t prod = 1, phi = 1, divs = 1; int mu = 1; printf("%llu =", (unsigned long long)nums[i]);
        for (int j = 0; j < k;) { int e = 0; uint64_t p = f[j]; while (j < k && f[j] == p) { j++; e++; } printf(" %llu^%d", (unsigned long long)p, e); for (int t = 0; t < e; t++) prod *= p; uint64_t pe = 1; for (int t = 1; t < e; t++) pe *= p; phi *= pe * (p - 1); divs *= (uint64_t)(e + 1); mu = e > 1 ? 0 : -mu; }
        printf("  check=%d divisors=%llu phi=%llu mu=%d\n", prod == nums[i], (unsigned long long)divs, (unsigned long long)phi, nums[i] == 1 ? 1 : mu);
    }
    return 0;
}
