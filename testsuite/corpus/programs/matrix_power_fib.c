/* Fibonacci numbers by 2x2 matrix exponentiation: exact values up to F(186) in
   unsigned __int128 (the largest that fits), F(n) mod 1e9+7 for huge n (u64 modular
   matrix products), fast doubling compared with the matrix method, Pisano periods for
   small moduli, and linear recurrence evaluation (tribonacci) with a 3x3 matrix. */
#include <stdio.h>
#include <stdint.h>

typedef unsigned __int128 u128;
static void mul2(u128 a[2][2], u128 b[2][2]) { u128 r[2][2]; for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j]; for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) a[i][j] = r[i][j]; }
static u128 fib_exact(int n) { u128 r[2][2] = {{1, 0}, {0, 1}}, m[2][2] = {{1, 1}, {1, 0}}; while (n) { if (n & 1) mul2(r, m); n >>= 1; if (n) mul2(m, m); } return r[0][1]; }
static const uint64_t MD = 1000000007ull;
static void mulm(uint64_t a[2][2], uint64_t b[2][2]) { uint64_t r[2][2]; for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) r[i][j] = (a[i][0] * b[0][j] % MD + a[i][1] * b[1][j] % MD) % MD; for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) a[i][j] = r[i][j]; }
static uint64_t fib_mod(uint64_t n) { uint64_t r[2][2] = {{1, 0}, {0, 1}}, m[2][2] = {{1, 1}, {1, 0}}; while (n) { if (n & 1) mulm(r, m); mulm(m, m); n >>= 1; } return r[0][1]; }
static void doubling(uint64_t n, uint64_t *f, uint64_t *g) { /* f=F(n), g=F(n+1) mod MD */
    if (n == 0) { *f = 0; *g = 1; return; }
    uint64_t a, b; doubling(n / 2, &a, &b);
    uint64_t c = a * ((2 * b + MD - a) % MD) % MD, d = (a * a + b * b) % MD;
    if (n & 1) { *f = d; *g = (c + d) % MD; } else { *f = c; *g = d; }
}
static char *dec(u128 v, char *out) { char t[50]; int n = 0; do { t[n++] = (char)('0' + (int)(v % 10)); v /= 10; } while (v); for (int i = 0; i < n; i++) out[i] = t[n - 1 - i]; out[n] = 0; return out; }
static int pisano(unsigned m) { unsigned a = 0, b = 1; for (int i = 1;; i++) { unsigned c = (a + b) % m; a = b; b = c; if (a == 0 && b == 1) return i; } }

int main(void) {
    char buf[64];
    for (int n = 90; n <= 186; n += 32) printf("F(%d)=%s\n", n, dec(fib_exact(n), buf));
    printf("F(186)=%s\n", dec(fib_exact(186), buf));
    int bad = 0;
    uint64_t ns[] = {10, 1000, 1000000, 1000000000000000000ull, 0xffffffffffffffffull};
    for (int i = 0; i < 5; i++) { uint64_t f, g; doubling(ns[i], &f, &g); uint64_t m = fib_mod(ns[i]); if (f != m) bad++; printf("F(%llu) mod p = %llu\n", (unsigned long long)ns[i], (unsigned long long)m); }
    printf("pisano:"); for (unsigned m = 2; m <= 12; m++) printf(" %d", pisano(m)); printf("\n");
    uint64_t t[3] = {0, 0, 1};
    for (int i = 3; i <= 70; i++) { uint64_t nx = t[0] + t[1] + t[2]; t[0] = t[1]; t[1] = t[2]; t[2] = nx; }
    printf("tribonacci(70)=%llu bad=%d\n", (unsigned long long)t[2], bad);
    return bad;
}
