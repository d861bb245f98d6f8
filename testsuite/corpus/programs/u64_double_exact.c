/* Exhaustive-ish u64/i64 <-> double/float round trip checks at every power of two
   and neighbours; unsigned conversions are tricky on x86-64 (no native u64 cvt). */
#include <stdio.h>
#include <stdint.h>
#include <math.h>

__attribute__((noinline)) static double u2d(uint64_t v) { return (double)v; }
__attribute__((noinline)) static float u2f(uint64_t v) { return (float)v; }
__attribute__((noinline)) static uint64_t d2u(double d) { return (uint64_t)d; }
__attribute__((noinline)) static uint64_t f2u(float f) { return (uint64_t)f; }
__attribute__((noinline)) static double i2d(int64_t v) { return (double)v; }
__attribute__((noinline)) static int64_t d2i(double d) { return (int64_t)d; }
__attribute__((noinline)) static double u32_2d(uint32_t v) { return (double)v; }
__attribute__((noinline)) static uint32_t d2u32(double d) { return (uint32_t)d; }

/* reference: round-to-nearest-even conversion of u64 to double done by hand */
static double ref_u2d(uint64_t v) {
    if (v == 0) return 0.0;
    int lz = __builtin_clzll(v), bitsn = 64 - lz;
    if (bitsn <= 53) return ldexp((double)(int64_t)v, 0);
    int drop = bitsn - 53; uint64_t m = v >> drop, rem = v & ((1ULL << drop) - 1), half = 1ULL << (drop - 1);
    if (rem > half || (rem == half && (m & 1))) m++;
    return ldexp((double)(int64_t)m, drop);
}

int main(void) {
    int bad = 0; uint64_t h = 0;
    for (int p = 0; p < 64; p++) {
        for (int64_t dlt = -3; dlt <= 3; dlt++) {
            uint64_t v = (1ULL << p) + (uint64_t)dlt;
            double d = u2d(v);
            if (d != ref_u2d(v)) { bad++; printf("mismatch %llu\n", (unsigned long long)v); }
            if (d < 18446744073709551616.0) { uint64_t back = d2u(d); h = h * 3 + back; }
            float f = u2f(v); if (f < 18446744073709551616.0f) h += f2u(f);
        }
        printf("p=%2d u2d(2^p-1)=%.17g u2f=%.9g\n", p, u2d((1ULL << p) - 1), (double)u2f((1ULL << p) - 1));
    }
    uint64_t specials[] = { 0, 1, 0x7fffffffffffffffULL, 0x8000000000000000ULL, 0x8000000000000001ULL, 0xfffffffffffff800ULL, 0xfffffffffffffbffULL,
                            0xfffffffffffffc00ULL, 0xffffffffffffffffULL, 0x20000000000001ULL, 0x20000000000003ULL, 0x7ffffffffffffdffULL };
    for (int i = 0; i < 12; i++) {
        double d = u2d(specials[i]);
        printf("%20llu -> %a ref=%d", (unsigned long long)specials[i], d, d == ref_u2d(specials[i]));
        if (d < 18446744073709551616.0) printf(" back=%llu", (unsigned long long)d2u(d));
        printf("\n");
    }
    int64_t sv[] = { INT64_MIN, INT64_MIN + 1, -9007199254740993LL, -1, 0, 9007199254740993LL, INT64_MAX };
    for (int i = 0; i < 7; i++) { double d = i2d(sv[i]); printf("i64 %lld -> %a", (long long)sv[i], d); if (d < 9223372036854775808.0) printf(" back=%lld", (long long)d2i(d)); printf("\n"); }
    printf("u32: %.1f %u %u\n", u32_2d(0xffffffffu), d2u32(4294967295.0), d2u32(2147483648.5));
    double big = 1.8446744073709550e19; printf("d2u big %llu\n", (unsigned long long)d2u(big));
    printf("bad=%d h=%016llx\n", bad, (unsigned long long)h);
    return bad;
}
