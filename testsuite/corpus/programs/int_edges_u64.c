/* Edge-value tests for integer type unsigned long: every operator on boundary values,
   passing through non-inlined functions to exercise sign/zero extension. */
#include <stdio.h>
#include <stdint.h>
#include <limits.h>

typedef unsigned long T;
typedef unsigned long UT;
#define TMIN (0)
#define TMAX (ULONG_MAX)
#define ISSIGNED (0)
#define W ((int)(sizeof(T) * CHAR_BIT))

static uint64_t hash = 1469598103934665603ULL;
static void mix(unsigned long long v) {
    for (int i = 0; i < 8; i++) { hash ^= (v >> (i * 8)) & 0xff; hash *= 1099511628211ULL; }
}

__attribute__((noinline)) static T f_add(T a, T b) { return (T)((UT)a + (UT)b); }
__attribute__((noinline)) static T f_sub(T a, T b) { return (T)((UT)a - (UT)b); }
__attribute__((noinline)) static T f_mul(T a, T b) { return (T)((UT)a * 1u * (UT)b); }
__attribute__((noinline)) static T f_div(T a, T b) { return (T)(a / b); }
__attribute__((noinline)) static T f_rem(T a, T b) { return (T)(a % b); }
__attribute__((noinline)) static T f_and(T a, T b) { return a & b; }
__attribute__((noinline)) static T f_or(T a, T b) { return a | b; }
__attribute__((noinline)) static T f_xor(T a, T b) { return a ^ b; }
__attribute__((noinline)) static T f_not(T a) { return (T)~a; }
__attribute__((noinline)) static T f_shl(T a, int s) { return (T)((UT)a << s); }
__attribute__((noinline)) static T f_shr(T a, int s) { return (T)(a >> s); }
__attribute__((noinline)) static int f_lt(T a, T b) { return a < b; }
__attribute__((noinline)) static int f_le(T a, T b) { return a <= b; }
__attribute__((noinline)) static int f_eq(T a, T b) { return a == b; }
__attribute__((noinline)) static long long f_widen(T a) { return (long long)a; }
__attribute__((noinline)) static unsigned long long f_uwiden(T a) { return (unsigned long long)a; }
__attribute__((noinline)) static T f_narrow(long long v) { return (T)v; }

static void pr(const char *what, T v) {
    if (ISSIGNED) printf(" %s=%lld", what, (long long)v);
    else printf(" %s=%llu", what, (unsigned long long)v);
    mix((unsigned long long)v);
}

int main(void) {
    volatile T vals[] = { TMIN, (T)(TMIN + 1), (T)(TMIN / 2), (T)-1, 0, 1, 2, 3, 7,
                          (T)(TMAX / 2), (T)(TMAX - 1), TMAX, (T)0x5a5a5a5a5a5a5a5aLL, (T)0xa5a5a5a5a5a5a5a5ULL };
    int n = (int)(sizeof(vals) / sizeof(vals[0]));
    printf("type unsigned long: size=%d signed=%d\n", (int)sizeof(T), ISSIGNED);
    for (int i = 0; i < n; i++) {
        T a = vals[i];
        printf("a="); if (ISSIGNED) printf("%lld", (long long)a); else printf("%llu", (unsigned long long)a);
        pr("not", f_not(a));
        printf(" wid=%lld uwid=%llu", f_widen(a), f_uwiden(a));
        mix((unsigned long long)f_widen(a)); mix(f_uwiden(a));
        pr("neg", (T)(0 - (UT)a));
        pr("inc", f_add(a, 1));
        pr("dec", f_sub(a, 1));
        printf(" lnot=%d\n", !a);
        for (int s = 0; s < W; s += (s < 3 || s > W - 4) ? 1 : 5) {
            T l = f_shl(a, s), r = f_shr(a, s);
            mix((unsigned long long)l); mix((unsigned long long)r);
            if (s == 1 || s == W - 1) { printf("  s=%d", s); pr("shl", l); pr("shr", r); printf("\n"); }
        }
        for (int j = 0; j < n; j++) {
            T b = vals[j];
            printf(" b=%lld", (long long)b);
            pr("+", f_add(a, b)); pr("-", f_sub(a, b)); pr("*", f_mul(a, b));
            if (b != 0 && !(ISSIGNED && a == TMIN && b == (T)-1 && sizeof(T) >= sizeof(int))) {
                pr("/", f_div(a, b)); pr("%", f_rem(a, b));
                /* identity check: a == (a/b)*b + a%b */
                if ((T)((UT)f_mul(f_div(a, b), b) + (UT)f_rem(a, b)) != a) printf(" DIVID-BAD");
            }
            pr("&", f_and(a, b)); pr("|", f_or(a, b)); pr("^", f_xor(a, b));
            printf(" cmp=%d%d%d%d%d%d", f_lt(a, b), f_le(a, b), f_eq(a, b), a != b, a > b, a >= b);
            mix((unsigned long long)(f_lt(a, b) * 4 + f_le(a, b) * 2 + f_eq(a, b)));
            printf("\n");
        }
    }
    /* narrowing conversions from wide values */
    long long wides[] = { 0, 1, -1, 255, 256, -129, 65535, 65536, -32769, 2147483647LL, 2147483648LL,
                          -2147483649LL, 4294967295LL, LLONG_MAX, LLONG_MIN, 0x123456789abcdefLL };
    for (unsigned i = 0; i < sizeof(wides) / sizeof(wides[0]); i++) {
        printf("narrow %lld ->", wides[i]); pr("", f_narrow(wides[i])); printf("\n");
    }
    /* compound assignment operators */
    T acc = (T)1;
    for (int k = 0; k < 50; k++) {
        acc = (T)((UT)acc * (UT)31 + (UT)k);
        acc ^= (T)((UT)acc >> 3);
        acc = (T)(acc | (T)k);
        if (ISSIGNED && acc < 0) acc = (T)(acc & TMAX);
    }
    pr("acc", acc); printf("\n");
    printf("hash=%016llx\n", (unsigned long long)hash);
    return (int)(hash % 7);
}
