/* __int128 / unsigned __int128 arithmetic, shifts, division, conversions. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef __int128 i128;
typedef unsigned __int128 u128;

static void pu(const char *tag, u128 v) {
    char buf[64]; int n = 0;
    if (v == 0) buf[n++] = '0';
    while (v) { buf[n++] = (char)('0' + (int)(v % 10)); v /= 10; }
    printf("%s", tag);
    while (n) putchar(buf[--n]);
    putchar('\n');
}
static void ps(const char *tag, i128 v) {
    if (v < 0) { printf("%s-", tag); pu("", (u128)0 - (u128)v); }
    else pu(tag, (u128)v);
}
static void phex(const char *tag, u128 v) {
    printf("%s%016llx%016llx\n", tag, (unsigned long long)(v >> 64), (unsigned long long)v);
}

__attribute__((noinline)) static u128 mulu(u128 a, u128 b) { return a * b; }
__attribute__((noinline)) static u128 divu(u128 a, u128 b) { return a / b; }
__attribute__((noinline)) static u128 remu(u128 a, u128 b) { return a % b; }
__attribute__((noinline)) static i128 divs(i128 a, i128 b) { return a / b; }
__attribute__((noinline)) static i128 rems(i128 a, i128 b) { return a % b; }
__attribute__((noinline)) static u128 shl(u128 a, int s) { return a << s; }
__attribute__((noinline)) static u128 shru(u128 a, int s) { return a >> s; }
__attribute__((noinline)) static i128 shrs(i128 a, int s) { return a >> s; }
__attribute__((noinline)) static i128 pass_many(int a, i128 b, int c, i128 d, i128 e, long f, i128 g) {
    return b + d + e + g + a + c + f;
}

static u128 fact(int n) { u128 r = 1; for (int i = 2; i <= n; i++) r *= (u128)i; return r; }

int main(void) {
    const u128 UMAX = ~(u128)0;
    const i128 SMAX = (i128)(UMAX >> 1);
    const i128 SMIN = -SMAX - 1;
    pu("umax=", UMAX); ps("smax=", SMAX); ps("smin=", SMIN);
    phex("umax hex=", UMAX); phex("smin hex=", (u128)SMIN);
    for (int n = 20; n <= 34; n++) { printf("%d! = ", n); pu("", fact(n)); }
    u128 x = ((u128)0x0123456789abcdefULL << 64) | 0xfedcba9876543210ULL;
    for (int s = 0; s < 128; s += 9) { printf("s=%3d ", s); phex("shl=", shl(x, s)); printf("      "); phex("shr=", shru(x, s)); printf("      "); phex("sar=", (u128)shrs((i128)~x, s)); }
    printf("s=127 "); phex("", shl(1, 127)); phex("sar127 ", (u128)shrs(SMIN, 127));
    u128 a = mulu(x, 0x9e3779b97f4a7c15ULL); phex("mul=", a);
    phex("mulwrap=", mulu(UMAX, UMAX));
    u128 divisors[] = { 1, 3, 10, 0xffffffffULL, 0x100000000ULL, 0xffffffffffffffffULL, (u128)1 << 64, ((u128)1 << 100) + 12345, UMAX };
    for (unsigned i = 0; i < sizeof(divisors) / sizeof(divisors[0]); i++) {
        u128 q = divu(x * 7, divisors[i]), r = remu(x * 7, divisors[i]);
        phex("q=", q); phex("r=", r);
        if (q * divisors[i] + r != x * 7) printf("BAD\n");
    }
    i128 sv[] = { -1, 1, -7, 7, SMIN + 1, SMAX, -((i128)1 << 70), ((i128)1 << 90) + 3 };
    for (unsigned i = 0; i < 8; i++) for (unsigned j = 0; j < 8; j++) {
        i128 q = divs(sv[i], sv[j]), r = rems(sv[i], sv[j]);
        if (i % 3 == 0 || j == 2) { ps("sq=", q); ps("sr=", r); }
        if (q * sv[j] + r != sv[i]) printf("BAD %u %u\n", i, j);
    }
    /* conversions */
    double d = (double)x; printf("to double %.17g\n", d);
    long double ld = (long double)x; printf("to ldouble %.21Lg\n", ld);
    i128 fromd = (i128)-1.5e30; ps("from -1.5e30: ", fromd);
    u128 fromld = (u128)1.2345678901234567890e36L; pu("from ld: ", fromld);
    float f = (float)UMAX; printf("umax as float %.9g\n", (double)f);
    ps("pass_many=", pass_many(1, SMAX / 3, 2, -5, (i128)1 << 100, -7L, 42));
    /* comparisons across sign */
    printf("cmp %d %d %d %d\n", SMIN < SMAX, (u128)SMIN > (u128)SMAX, (i128)-1 < 0, (u128)-1 > 0);
    /* memcpy layout (little endian) */
    unsigned char bytes[16]; memcpy(bytes, &x, 16);
    for (int i = 0; i < 16; i++) printf("%02x", bytes[i]); printf("\n");
    /* overflow builtins */
    i128 res; int o1 = __builtin_add_overflow(SMAX, (i128)1, &res); int o2 = __builtin_mul_overflow((i128)1 << 64, (i128)1 << 62, &res);
    printf("ovf %d %d\n", o1, o2); ps("res=", res);
    return (int)(x % 200);
}
