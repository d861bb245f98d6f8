/* _Float16 beyond arithmetic: conversions from and to 64- and 128-bit integers and long
   double, the sign operations on quiet NaNs and infinities (fabs and negation keep the payload),
   fma, fmin/fmax, copysign, and halves in structs passed by value (a homogeneous
   aggregate of halves on AArch64) and selected by conditions. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

typedef _Float16 h16;
static uint16_t hbits(h16 h) { uint16_t u; memcpy(&u, &h, 2); return u; }
static h16 from_bits(uint16_t u) { h16 h; memcpy(&h, &u, 2); return h; }
struct hpair { h16 a, b; };
struct hquad { h16 v[4]; };

__attribute__((noinline)) static h16 from_l(long long x) { return (h16)x; }
__attribute__((noinline)) static h16 from_ul(unsigned long long x) { return (h16)x; }
__attribute__((noinline)) static h16 from_i128(__int128 x) { return (h16)x; }
__attribute__((noinline)) static long long to_l(h16 h) { return (long long)h; }
__attribute__((noinline)) static unsigned to_u(h16 h) { return (unsigned)h; }
__attribute__((noinline)) static __int128 to_i128(h16 h) { return (__int128)h; }
__attribute__((noinline)) static h16 from_ld(long double x) { return (h16)x; }
__attribute__((noinline)) static long double to_ld(h16 h) { return (long double)h; }
__attribute__((noinline)) static h16 hneg(h16 h) { return -h; }
__attribute__((noinline)) static h16 habs(h16 h) { return __builtin_fabsf16(h); }
__attribute__((noinline)) static h16 hfma(h16 a, h16 b, h16 c) { return __builtin_fmaf16(a, b, c); }
__attribute__((noinline)) static h16 hmin(h16 a, h16 b) { return __builtin_fminf16(a, b); }
__attribute__((noinline)) static h16 hmax(h16 a, h16 b) { return __builtin_fmaxf16(a, b); }
__attribute__((noinline)) static h16 hcopysign(h16 a, h16 b) { return __builtin_copysignf16(a, b); }
__attribute__((noinline)) static struct hpair swap(struct hpair p) { struct hpair q = {p.b, p.a}; return q; }
__attribute__((noinline)) static h16 qsum(struct hquad q) { return q.v[0] + q.v[1] + q.v[2] + q.v[3]; }
__attribute__((noinline)) static h16 pick(int c, h16 a, h16 b) { return c ? a : b; }
__attribute__((noinline)) static int heq(h16 a, h16 b) { return a == b; }
__attribute__((noinline)) static int hunord(h16 a, h16 b) { return __builtin_isunordered(a, b); }

int main(void) {
    printf("from_l %04x %04x %04x %04x\n", hbits(from_l(2049)), hbits(from_l(-65504)), hbits(from_l(1LL << 40)), hbits(from_l(65519)));
    printf("from_ul %04x %04x\n", hbits(from_ul(~0ULL)), hbits(from_ul(4095)));
    printf("from_i128 %04x %04x\n", hbits(from_i128((__int128)1 << 100)), hbits(from_i128(-3000)));
    printf("to_l %lld %lld to_u %u %u\n", to_l((h16)-2047.5f), to_l((h16)65504.0f), to_u((h16)7.9f), to_u((h16)1000.5f));
    __int128 big = to_i128((h16)-65504.0f);
    printf("to_i128 %lld\n", (long long)big);
    printf("from_ld %04x %04x to_ld %.6Lg %.6Lg\n", hbits(from_ld(1.0L / 3)), hbits(from_ld(1e-7L)), to_ld((h16)0.1f), to_ld(from_bits(0x0001)));
    uint16_t nans[] = {0x7e01, 0xfe23, 0x7c00, 0xfc00};
    for (int i = 0; i < 4; i++) {
        h16 n = from_bits(nans[i]);
        printf("sign %04x: neg %04x abs %04x unord %d eq %d\n", nans[i], hbits(hneg(n)), hbits(habs(n)), hunord(n, (h16)1.0f), heq(n, n));
    }
    printf("fma %04x %04x\n", hbits(hfma((h16)1.0009765625f, (h16)1.0009765625f, (h16)-1.0f)), hbits(hfma((h16)300.0f, (h16)300.0f, (h16)-65504.0f)));
    printf("min %04x max %04x copysign %04x %04x\n", hbits(hmin((h16)-0.5f, (h16)3.0f)), hbits(hmax((h16)-0.5f, (h16)3.0f)), hbits(hcopysign((h16)2.5f, (h16)-0.0f)), hbits(hcopysign((h16)-2.5f, (h16)1.0f)));
    struct hpair p = {(h16)1.5f, (h16)-2.25f};
    struct hpair s = swap(p);
    struct hquad q = {{(h16)0.1f, (h16)0.2f, (h16)0.3f, (h16)1000.0f}};
    printf("swap %04x %04x qsum %04x pick %04x %04x\n", hbits(s.a), hbits(s.b), hbits(qsum(q)), hbits(pick(1, s.a, s.b)), hbits(pick(0, s.a, s.b)));
    return hbits(qsum(q)) & 0x3f;
}
