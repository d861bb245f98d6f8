/* Number theory on 64-bit integers: Euclid and binary (ctz-based) gcd, extended gcd with
   signed coefficients, modular inverse, Montgomery-free mulmod via unsigned __int128,
   Miller-Rabin primality for 64-bit numbers, and the Chinese remainder theorem. */
#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static uint64_t gcd_euclid(uint64_t a, uint64_t b) { while (b) { uint64_t t = a % b; a = b; b = t; } return a; }
__attribute__((noinline)) static uint64_t gcd_binary(uint64_t a, uint64_t b) {
    if (!a) return b;
    if (!b) return a;
    int k = __builtin_ctzll(a | b);
    a >>= __builtin_ctzll(a);
    while (b) { b >>= __builtin_ctzll(b); if (a > b) { uint64_t t = a; a = b; b = t; } b -= a; }
    return a << k;
}
static int64_t egcd(int64_t a, int64_t b, int64_t *x, int64_t *y) {
    if (b == 0) { *x = 1; *y = 0; return a; }
    int64_t x1, y1, g = egcd(b, a % b, &x1, &y1);
    *x = y1; *y = x1 - (a / b) * y1;
    return g;
}
static uint64_t mulmod(uint64_t a, uint64_t b, uint64_t m) { return (uint64_t)((unsigned __int128)a * b % m); }
static uint64_t powmod(uint64_t a, uint64_t e, uint64_t m) { uint64_t r = 1; a %= m; while (e) { if (e & 1) r = mulmod(r, a, m); a = mulmod(a, a, m); e >>= 1; } return r; }
static int is_prime(uint64_t n) {
    if (n < 2) return 0;
    static const uint64_t small[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
    for (int i = 0; i < 12; i++) { if (n % small[i] == 0) return n == small[i]; }
    uint64_t d = n - 1; int s = 0;
    while (!(d & 1)) { d >>= 1; s++; }
    for (int i = 0; i < 12; i++) {
        uint64_t x = powmod(small[i], d, n);
        if (x == 1 || x == n - 1) continue;
        int comp = 1;
        for (int r = 1; r < s; r++) { x = mulmod(x, x, n); if (x == n - 1) { comp = 0; break; } }
        if (comp) return 0;
    }
    return 1;
}

int main(void) {
    volatile uint64_t pairs[][2] = {{0, 5}, {48, 18}, {1071, 462}, {0xffffffffffffffffull, 0xfffffffffffffffeull}, {1ull << 62, 3ull << 40},
                                    {12345678901234567ull, 98765432109876543ull}, {600851475143ull, 6857ull * 71}};
    int bad = 0;
    for (int i = 0; i < 7; i++) {
        uint64_t a = pairs[i][0], b = pairs[i][1], g1 = gcd_euclid(a, b), g2 = gcd_binary(a, b);
        printf("gcd(%llu,%llu)=%llu\n", (unsigned long long)a, (unsigned long long)b, (unsigned long long)g1);
        if (g1 != g2) bad++;
    }
    int64_t x, y;
    volatile int64_t ea[] = {240, -240, 17, 1000000007};
    volatile int64_t eb[] = {46, 46, -5, 998244353};
    for (int i = 0; i < 4; i++) {
        int64_t g = egcd(ea[i], eb[i], &x, &y);
        printf("egcd(%lld,%lld)=%lld x=%lld y=%lld check=%d\n", (long long)ea[i], (long long)eb[i], (long long)g, (long long)x, (long long)y, ea[i] * x + eb[i] * y == g);
    }
    /* modular inverse mod a prime, CRT */
    const uint64_t p = 1000000007ull;
    uint64_t inv = powmod(123456789, p - 2, p);
    printf("inv=%llu check=%llu\n", (unsigned long long)inv, (unsigned long long)mulmod(inv, 123456789, p));
    uint64_t m1 = 1000000007ull, m2 = 998244353ull, r1 = 12345, r2 = 67890;
    int64_t u, w; egcd((int64_t)m1, (int64_t)m2, &u, &w);
    unsigned __int128 M = (unsigned __int128)m1 * m2;
    __int128 t = ((__int128)r1 * w % (__int128)M * (__int128)m2 + (__int128)r2 * u % (__int128)M * (__int128)m1) % (__int128)M;
    if (t < 0) t += (__int128)M;
    printf("crt=%llu mods %llu %llu\n", (unsigned long long)t, (unsigned long long)((unsigned __int128)t % m1), (unsigned long long)((unsigned __int128)t % m2));
    int count = 0; uint64_t last = 0;
    for (uint64_t n = 0xffffffffffffff00ull; n != 0; n++) if (is_prime(n)) { count++; last = n; }
    printf("primes near 2^64: %d last=%llu\n", count, (unsigned long long)last);
    printf("mersenne 2^61-1 prime=%d, 2^61+1 prime=%d, 1e18+9 prime=%d\n", is_prime((1ull << 61) - 1), is_prime((1ull << 61) + 1), is_prime(1000000000000000009ull));
    return bad ? 1 : count;
}
