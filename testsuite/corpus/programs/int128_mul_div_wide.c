/* 128-bit multiplication and division as used in practice: 64x64->128 products (high and
   low halves, signed and unsigned), 128/64 division, modular multiplication, u128 to
   decimal (repeated division by 10 and by 10^19), factorials and powers up to overflow. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

__attribute__((noinline)) static uint64_t mulhi_u(uint64_t a, uint64_t b) { return (uint64_t)(((u128)a * b) >> 64); }
__attribute__((noinline)) static int64_t mulhi_s(int64_t a, int64_t b) { return (int64_t)(((i128)a * b) >> 64); }
__attribute__((noinline)) static uint64_t mulmod(uint64_t a, uint64_t b, uint64_t m) { return (uint64_t)((u128)a * b % m); }
__attribute__((noinline)) static uint64_t powmod(uint64_t b, uint64_t e, uint64_t m) {
    uint64_t r = 1 % m;
    b %= m;
    while (e) { if (e & 1) r = mulmod(r, b, m); b = mulmod(b, b, m); e >>= 1; }
    return r;
}
static char *u128_dec(u128 v, char *buf) {
    char tmp[48]; int n = 0;
    do { tmp[n++] = (char)('0' + (int)(v % 10)); v /= 10; } while (v);
    for (int i = 0; i < n; i++) buf[i] = tmp[n - 1 - i];
    buf[n] = 0;
    return buf;
}
static char *u128_dec19(u128 v, char *buf) { /* via 10^19 chunks */
    const uint64_t P = 10000000000000000000ull;
    uint64_t parts[3]; int n = 0;
    do { parts[n++] = (uint64_t)(v % P); v /= P; } while (v);
    int k = sprintf(buf, "%llu", (unsigned long long)parts[n - 1]);
    for (int i = n - 2; i >= 0; i--) k += sprintf(buf + k, "%019llu", (unsigned long long)parts[i]);
    return buf;
}
static char *i128_dec(i128 v, char *buf) {
    if (v < 0) { buf[0] = '-'; u128_dec(-(u128)v, buf + 1); } else u128_dec((u128)v, buf);
    return buf;
}

int main(void) {
    char b1[64], b2[64];
    volatile uint64_t xs[] = {0, 1, 3, 0xffffffffull, 0x100000000ull, 0x7fffffffffffffffull, 0x8000000000000000ull, 0xffffffffffffffffull, 0x9e3779b97f4a7c15ull, 12345678901234567ull};
    int n = (int)(sizeof xs / sizeof xs[0]), bad = 0;
    for (int i = 0; i < n; i++)
        for (int j = i; j < n; j++) {
            uint64_t a = xs[i], c = xs[j];
            printf("%016llx*%016llx hi=%016llx lo=%016llx shi=%016llx\n", (unsigned long long)a, (unsigned long long)c,
                   (unsigned long long)mulhi_u(a, c), (unsigned long long)(a * c), (unsigned long long)mulhi_s((int64_t)a, (int64_t)c));
        }
    /* factorials until u128 overflows */
    u128 f = 1;
    for (unsigned k = 1; k <= 40; k++) {
        u128 nf;
        if (__builtin_mul_overflow(f, (u128)k, &nf)) { printf("%u! overflows u128\n", k); break; }
        f = nf;
        if (k % 5 == 0 || k > 30) printf("%u! = %s\n", k, u128_dec(f, b1));
        if (strcmp(u128_dec(f, b1), u128_dec19(f, b2)) != 0) { bad++; printf("dec mismatch %s %s\n", b1, b2); }
    }
    /* signed extremes */
    i128 mn = (i128)((u128)1 << 127), mx = (i128)(((u128)1 << 127) - 1);
    printf("i128 min %s\ni128 max %s\n", i128_dec(mn, b1), i128_dec(mx, b2));
    printf("u128 max %s\n", u128_dec(~(u128)0, b1));
    /* powers of 3 */
    u128 p = 1; int e = 0;
    while (!__builtin_mul_overflow(p, (u128)3, &p)) e++;
    printf("3^%d fits, wrapped product low %016llx\n", e, (unsigned long long)p);
    /* modular exponentiation (Fermat tests with a 61-bit Mersenne prime) */
    const uint64_t M61 = (1ull << 61) - 1;
    volatile uint64_t bases[] = {2, 3, 5, 1234567, 0x1fffffffffffffffull - 2};
    for (int i = 0; i < 5; i++) printf("powmod(%llu, M61-1, M61) = %llu, (.., 12345) = %llu\n", (unsigned long long)bases[i],
                                       (unsigned long long)powmod(bases[i], M61 - 1, M61), (unsigned long long)powmod(bases[i], 12345, M61));
    /* 128/64 division: recover a from a*b */
    for (int i = 1; i < n; i++) {
        u128 prod = (u128)xs[i] * 0xfffffffbull + 17;
        uint64_t q = (uint64_t)(prod / 0xfffffffbull), r = (uint64_t)(prod % 0xfffffffbull);
        if (q != xs[i] || r != 17) { bad++; printf("div128 bad\n"); }
    }
    printf("bad %d\n", bad);
    return bad ? 1 : e;
}
