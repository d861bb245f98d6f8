/* Many simultaneously live values across calls (forces callee-saved registers and
   spills), for both integer and floating-point values. */
#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static uint64_t opaque(uint64_t x) { return x * 0x9E3779B97F4A7C15ULL + 1; }
__attribute__((noinline)) static double fopaque(double x) { return x * 1.0000001 + 0.5; }

__attribute__((noinline)) static uint64_t int_pressure(uint64_t seed) {
    uint64_t a = opaque(seed), b = opaque(a), c = opaque(b), d = opaque(c), e = opaque(d), f = opaque(e), g = opaque(f), h = opaque(g);
    uint64_t i = opaque(h), j = opaque(i), k = opaque(j), l = opaque(k), m = opaque(l), n = opaque(m), o = opaque(n), p = opaque(o);
    uint64_t q = opaque(a ^ p), r = opaque(b ^ o), s = opaque(c ^ n), t = opaque(d ^ m);
    return a + b * 3 + c * 5 + d * 7 + e * 11 + f * 13 + g * 17 + h * 19 + i * 23 + j * 29 + k * 31 + l * 37 + m * 41 + n * 43 + o * 47 + p * 53 + (q ^ r ^ s ^ t);
}
__attribute__((noinline)) static double fp_pressure(double seed) {
    double a = fopaque(seed), b = fopaque(a), c = fopaque(b), d = fopaque(c), e = fopaque(d), f = fopaque(e), g = fopaque(f), h = fopaque(g);
    double i = fopaque(h), j = fopaque(i), k = fopaque(j), l = fopaque(k), m = fopaque(l), n = fopaque(m), o = fopaque(n), p = fopaque(o), q = fopaque(p), r = fopaque(q);
    return a - b + c - d + e - f + g - h + i - j + k - l + m - n + o - p + q - r + a * r + b * q + c * p;
}
__attribute__((noinline)) static int64_t loop_pressure(const int32_t *v, int n) {
    int64_t s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0, s8 = 0, s9 = 0, s10 = 0, s11 = 0, s12 = 0, s13 = 0;
    for (int i = 0; i < n; i++) { int32_t x = v[i]; s0 += x; s1 ^= x; s2 += x * 3; s3 -= x; s4 += x & 7; s5 |= x; s6 += x >> 2; s7 += (x % 5); s8 += s0 & 1; s9 += s1 >> 3; s10 += x * x; s11 ^= s10; s12 += s2 - s3; s13 += i; }
    return s0 + s1 + s2 + s3 + s4 + s5 + s6 + s7 + s8 + s9 + s10 + s11 + s12 + s13;
}

int main(void) {
    uint64_t r = 0; for (int i = 0; i < 100; i++) r ^= int_pressure((uint64_t)i);
    double f = 0; for (int i = 0; i < 100; i++) f += fp_pressure(i * 0.01);
    int32_t v[1000]; for (int i = 0; i < 1000; i++) v[i] = i * 7919 % 1000 - 500;
    printf("int=%016llx fp=%.10g loop=%lld\n", (unsigned long long)r, f, (long long)loop_pressure(v, 1000));
    return (int)(r & 0x7f);
}
