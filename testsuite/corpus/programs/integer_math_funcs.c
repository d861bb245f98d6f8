/* Integer math: isqrt (Newton and bitwise), ilog2/ilog10, integer power with overflow
   detection, modular exponentiation and inverse, CRT, extended gcd, lcm. */
#include <stdio.h>
#include <stdint.h>

static uint64_t isqrt_newton(uint64_t n) { if (n < 2) return n; uint64_t x = n, y = x / 2 + 1; while (y < x) { x = y; y = (x + n / x) / 2; } return x; }
static uint32_t isqrt_bits(uint64_t n) { uint64_t res = 0, bit = 1ULL << 62; while (bit > n) bit >>= 2; while (bit) { if (n >= res + bit) { n -= res + bit; res = (res >> 1) + bit; } else res >>= 1; bit >>= 2; } return (uint32_t)res; }
static int ilog2_(uint64_t v) { return 63 - __builtin_clzll(v); }
static int ilog10_(uint64_t v) { int r = 0; while (v >= 10) { v /= 10; r++; } return r; }
static int ipow_checked(int64_t b, int e, int64_t *out) { int64_t r = 1; while (e--) if (__builtin_mul_overflow(r, b, &r)) return 0; *out = r; return 1; }
static uint64_t powmod(uint64_t b, uint64_t e, uint64_t m) { unsigned __int128 r = 1, x = b % m; while (e) { if (e & 1) r = r * x % m; x = x * x % m; e >>= 1; } return (uint64_t)r; }
static int64_t egcd(int64_t a, int64_t b, int64_t *x, int64_t *y) { if (!b) { *x = 1; *y = 0; return a; } int64_t x1, y1, g = egcd(b, a % b, &x1, &y1); *x = y1; *y = x1 - (a / b) * y1; return g; }
static int64_t modinv(int64_t a, int64_t m) { int64_t x, y; if (egcd(a, m, &x, &y) != 1) return -1; return ((x % m) + m) % m; }
static int64_t crt(const int64_t *r, const int64_t *m, int n) { int64_t M = 1; for (int i = 0; i < n; i++) M *= m[i]; int64_t x = 0; for (int i = 0; i < n; i++) { int64_t Mi = M / m[i]; x = (x + r[i] % m[i] * Mi % M * modinv(Mi % m[i], m[i])) % M; } return x; }

int main(void) {
    int bad = 0; uint64_t v = 1;
    for (int i = 0; i < 2000; i++) { v = v * 6364136223846793005ULL + 1442695040888963407ULL; uint64_t n = v >> (i % 64); uint64_t a = isqrt_newton(n); uint32_t b = isqrt_bits(n);
        if (a != b || (unsigned __int128)a * a > n || (unsigned __int128)(a + 1) * (a + 1) <= n) bad++; }
    printf("isqrt bad=%d isqrt(max)=%llu isqrt(10^18)=%llu\n", bad, (unsigned long long)isqrt_newton(UINT64_MAX), (unsigned long long)isqrt_bits(1000000000000000000ULL));
    uint64_t t[] = { 1, 2, 3, 1023, 1024, 999999, 1000000, UINT64_MAX }; for (int i = 0; i < 8; i++) printf("log2=%d log10=%d ", ilog2_(t[i]), ilog10_(t[i])); printf("\n");
    for (int64_t b = 2; b <= 10; b += 4) for (int e = 10; e <= 70; e += 20) { int64_t r; if (ipow_checked(b, e, &r)) printf("%lld^%d=%lld\n", (long long)b, e, (long long)r); else printf("%lld^%d overflow\n", (long long)b, e); }
    printf("powmod %llu %llu %llu\n", (unsigned long long)powmod(2, 1000000, 1000000007), (unsigned long long)powmod(3, UINT64_MAX, 18446744073709551557ULL), (unsigned long long)powmod(7, 0, 13));
    printf("modinv %lld %lld %lld\n", (long long)modinv(3, 11), (long long)modinv(10, 17), (long long)modinv(6, 9));
    int64_t r[] = { 2, 3, 2 }, m[] = { 3, 5, 7 }; printf("crt=%lld\n", (long long)crt(r, m, 3));
    int64_t r2[] = { 1, 2, 3, 4 }, m2[] = { 5, 7, 9, 11 }; printf("crt2=%lld\n", (long long)crt(r2, m2, 4));
    int64_t x, y, g = egcd(240, 46, &x, &y); printf("egcd g=%lld x=%lld y=%lld\n", (long long)g, (long long)x, (long long)y);
    return bad;
}
