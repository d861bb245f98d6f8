/* unsigned _BitInt(256) and _BitInt(200): multi-word add, sub, mul, shifts, compares and
   division by small and large divisors (clang emits i256/i200 udiv/sdiv directly; the
   backend must expand them). Computes 2^255, 100! (mod 2^256), decimal conversion by
   repeated division by 10, and a 200-bit signed round trip. */
/* check-programs: clang-only (_BitInt) */
#include <stdio.h>
#include <string.h>

typedef unsigned _BitInt(256) u256;
typedef _BitInt(200) s200;
typedef unsigned _BitInt(200) u200;

static void phex(const char *t, u256 v) {
    printf("%s", t);
    for (int i = 3; i >= 0; i--) printf("%016llx", (unsigned long long)(v >> (64 * i)));
}
__attribute__((noinline)) static u256 udiv256(u256 a, u256 b) { return a / b; }
__attribute__((noinline)) static u256 urem256(u256 a, u256 b) { return a % b; }
__attribute__((noinline)) static u256 mul256(u256 a, u256 b) { return a * b; }
__attribute__((noinline)) static s200 sdiv200(s200 a, s200 b) { return a / b; }
__attribute__((noinline)) static s200 srem200(s200 a, s200 b) { return a % b; }
static char *dec(u256 v, char *out) {
    char t[90]; int n = 0;
    do { t[n++] = (char)('0' + (int)urem256(v, 10)); v = udiv256(v, 10); } while (v);
    for (int i = 0; i < n; i++) out[i] = t[n - 1 - i];
    out[n] = 0;
    return out;
}

int main(void) {
    char buf[100];
    u256 one = 1, p255 = one << 255, max = ~(u256)0;
    phex("2^255=", p255); printf("\n");
    printf("2^255 = %s\n", dec(p255, buf));
    printf("max   = %s\n", dec(max, buf));
    u256 f = 1;
    for (int k = 1; k <= 57; k++) f = mul256(f, (u256)k);
    printf("57!   = %s\n", dec(f, buf));
    u256 g = 1;
    for (int k = 1; k <= 100; k++) g = mul256(g, (u256)k);
    phex("100! mod 2^256 = ", g); printf("\n");
    /* division by a large divisor and identity check */
    volatile u256 a = f, b = (u256)0x123456789abcdefull * 0xfedcba987654321ull + 99;
    u256 q = udiv256(a, b), r = urem256(a, b);
    phex("q=", q); phex(" r=", r); printf(" ok=%d\n", q * b + r == a && r < b);
    /* shifts and compares */
    int bad = 0;
    for (int s = 0; s < 256; s += 17) {
        u256 x = (max / 3) << s, y = max >> s;
        if (!((x >> s) <= max / 3) || (y << s >> s) != y) bad++;
        phex("", x ^ y); printf(" s=%d\n", s);
    }
    /* signed 200-bit */
    s200 sv = -(s200)f / 1000003;
    s200 d = (s200)-7;
    printf("s200: q=%s", sdiv200(sv, d) > 0 ? "+" : "-");
    u200 uq = (u200)sdiv200(sv, d), ur = (u200)srem200(sv, d);
    phex(" uq=", (u256)uq); phex(" ur=", (u256)ur); printf("\n");
    s200 back = sdiv200(sv, d) * d + srem200(sv, d);
    printf("s200 identity %d, rem sign %d\n", back == sv, srem200(sv, d) <= 0);
    printf("bad %d\n", bad);
    return bad ? 1 : (int)(f % 97);
}
