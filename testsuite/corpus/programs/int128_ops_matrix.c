/* __int128 and unsigned __int128 at edge values: add, sub, mul, div, rem (all sign
   combinations, skipping /0 and MIN/-1), bitwise ops, shifts by every count 0..127,
   comparisons (signed and unsigned, values that differ only in the high or low half),
   negation. Values come from a volatile table; results are printed in hex. */
#include <stdio.h>
#include <stdint.h>

typedef __int128 i128;
typedef unsigned __int128 u128;
#define U128(hi, lo) (((u128)(hi) << 64) | (u128)(lo))
#define I128_MIN ((i128)U128(0x8000000000000000ull, 0))
#define I128_MAX ((i128)U128(0x7fffffffffffffffull, ~0ull))

static volatile u128 vals[18];
static void init(void) {
    u128 v[18] = {0, 1, 2, 3, 10, U128(0, ~0ull), U128(1, 0), U128(1, 1), U128(0x7fffffffffffffffull, ~0ull),
                  U128(0x8000000000000000ull, 0), U128(0x8000000000000000ull, 1), ~(u128)0, ~(u128)1, ~(u128)9,
                  U128(0x0123456789abcdefull, 0xfedcba9876543210ull), U128(0xffffffff00000000ull, 0x00000000ffffffffull),
                  U128(0, 0x8000000000000000ull), U128(0xfffffffffffffffeull, 0x8000000000000000ull)};
    for (int i = 0; i < 18; i++) vals[i] = v[i];
}
static unsigned long long h;
static void mix(u128 v) { h = (h ^ (unsigned long long)v) * 1099511628211ull; h = (h ^ (unsigned long long)(v >> 64)) * 1099511628211ull; }
static void px(const char *tag, u128 v) { printf("%s%016llx%016llx", tag, (unsigned long long)(v >> 64), (unsigned long long)v); }

__attribute__((noinline)) static u128 uadd(u128 a, u128 b) { return a + b; }
__attribute__((noinline)) static u128 usub(u128 a, u128 b) { return a - b; }
__attribute__((noinline)) static u128 umul(u128 a, u128 b) { return a * b; }
__attribute__((noinline)) static u128 udiv(u128 a, u128 b) { return a / b; }
__attribute__((noinline)) static u128 urem(u128 a, u128 b) { return a % b; }
__attribute__((noinline)) static i128 sdiv(i128 a, i128 b) { return a / b; }
__attribute__((noinline)) static i128 srem(i128 a, i128 b) { return a % b; }
__attribute__((noinline)) static u128 shl(u128 a, int s) { return a << s; }
__attribute__((noinline)) static u128 lshr(u128 a, int s) { return a >> s; }
__attribute__((noinline)) static i128 ashr(i128 a, int s) { return a >> s; }
__attribute__((noinline)) static int cmps(i128 a, i128 b) { return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5; }
__attribute__((noinline)) static int cmpu(u128 a, u128 b) { return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3; }
__attribute__((noinline)) static u128 udiv10(u128 a) { return a / 10; }
__attribute__((noinline)) static i128 sdiv7(i128 a) { return a / 7; }
__attribute__((noinline)) static i128 srem7(i128 a) { return a % 7; }

int main(void) {
    init();
    int n = 18, bad = 0;
    unsigned long long total = 0;
    const char *names[] = {"add", "sub", "mul", "and", "or", "xor", "cmps", "cmpu"};
    for (int op = 0; op < 8; op++) {
        h = 1469598103934665603ull;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                u128 a = vals[i], b = vals[j], r = 0;
                switch (op) {
                case 0: r = uadd(a, b); break;
                case 1: r = usub(a, b); break;
                case 2: r = umul(a, b); break;
                case 3: r = a & b; break;
                case 4: r = a | b; break;
                case 5: r = a ^ b; break;
                case 6: r = (u128)cmps((i128)a, (i128)b); break;
                case 7: r = (u128)cmpu(a, b); break;
                }
                mix(r);
            }
        printf("%-5s %016llx\n", names[op], h);
        total ^= h;
    }
    h = 1469598103934665603ull;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            u128 a = vals[i], b = vals[j];
            if (b == 0) continue;
            u128 q = udiv(a, b), r = urem(a, b);
            mix(q); mix(r);
            if (q * b + r != a || r >= b) { bad++; px("udiv bad ", a); px(" / ", b); printf("\n"); }
            i128 sa = (i128)a, sb = (i128)b;
            if (sa == I128_MIN && sb == -1) continue;
            i128 sq = sdiv(sa, sb), sr = srem(sa, sb);
            mix((u128)sq); mix((u128)sr);
            if ((u128)sq * (u128)sb + (u128)sr != a || (sr != 0 && (sr < 0) != (sa < 0))) { bad++; px("sdiv bad ", a); px(" / ", b); printf("\n"); }
        }
    printf("divrem %016llx\n", h); total ^= h;
    h = 1469598103934665603ull;
    for (int i = 0; i < n; i++)
        for (int s = 0; s < 128; s++) { mix(shl(vals[i], s)); mix(lshr(vals[i], s)); mix((u128)ashr((i128)vals[i], s)); }
    printf("shifts %016llx\n", h); total ^= h;
    for (int i = 0; i < n; i++) {
        u128 a = vals[i];
        px("v=", a); px(" neg=", -a); px(" /10=", udiv10(a)); px(" s/7=", (u128)sdiv7((i128)a)); px(" s%7=", (u128)srem7((i128)a));
        px(" shl63=", shl(a, 63)); px(" ashr127=", (u128)ashr((i128)a, 127)); px(" lshr64=", lshr(a, 64));
        printf("\n");
    }
    px("min=", (u128)I128_MIN); px(" max=", (u128)I128_MAX); printf(" min<max=%d\n", I128_MIN < I128_MAX);
    printf("total %016llx bad %d\n", total, bad);
    return bad ? 100 : (int)(total % 64);
}
