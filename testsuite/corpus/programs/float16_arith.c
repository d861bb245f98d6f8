/* _Float16 (IEEE half precision, promoted to float for arithmetic on x86-64 without
   AVX512-FP16): conversions from float/double/int with rounding, overflow to infinity
   above 65504, subnormal halves, arithmetic results rounded back to half, comparisons,
   arrays and by-value arguments and returns. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

typedef _Float16 h16;
static uint16_t hbits(h16 h) { uint16_t u; memcpy(&u, &h, 2); return u; }
__attribute__((noinline)) static h16 from_f(float f) { return (h16)f; }
__attribute__((noinline)) static h16 from_d(double d) { return (h16)d; }
__attribute__((noinline)) static h16 from_i(int i) { return (h16)i; }
__attribute__((noinline)) static h16 hadd(h16 a, h16 b) { return a + b; }
__attribute__((noinline)) static h16 hmul(h16 a, h16 b) { return a * b; }
__attribute__((noinline)) static h16 hdiv(h16 a, h16 b) { return a / b; }
__attribute__((noinline)) static int hlt(h16 a, h16 b) { return a < b; }
__attribute__((noinline)) static int h2i(h16 a) { return (int)a; }
__attribute__((noinline)) static h16 sum(const h16 *a, int n) { h16 s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }

int main(void) {
    volatile float fs[] = {0.0f, 1.0f, -2.5f, 0.1f, 65504.0f, 65519.0f, 65520.0f, 1e-5f, 6e-8f, 2e-8f, 3.0e-8f, 2049.0f, 2051.0f};
    for (int i = 0; i < 13; i++) { h16 h = from_f(fs[i]); printf("f %-12g -> %04x (%g)\n", (double)fs[i], hbits(h), (double)h); }
    printf("from_d(0.333333) %04x from_i(4097) %04x from_i(-70000) %04x\n", hbits(from_d(1.0 / 3)), hbits(from_i(4097)), hbits(from_i(-60000)));
    volatile h16 a = (h16)1.0f, b = (h16)0.0009765625f;
    printf("1 + 2^-10 = %04x, 1 + 2^-11 = %04x\n", hbits(hadd(a, b)), hbits(hadd(a, hmul(b, (h16)0.5f))));
    printf("300*300 = %04x (inf), 1/3 = %04x, -1/0 sign %d\n", hbits(hmul((h16)300.0f, (h16)300.0f)), hbits(hdiv(a, (h16)3.0f)), hbits(hdiv(-a, (h16)0.0f)) >> 15);
    printf("lt %d %d h2i %d %d\n", hlt(a, b), hlt(b, a), h2i((h16)-123.75f), h2i((h16)2047.9f));
    h16 arr[100];
    for (int i = 0; i < 100; i++) arr[i] = (h16)(float)(i * 0.37f);
    h16 s = sum(arr, 100);
    printf("sum %04x (%g) sizeof %zu\n", hbits(s), (double)s, sizeof(h16));
    return hbits(s) & 0x7f;
}
