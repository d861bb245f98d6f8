/* Loops that optimizers vectorize: reductions (sum, min, max, xor), element-wise ops on
   i8/i16/i32/i64/float/double, saturating clamps, conditional stores, strided accesses,
   and loops with runtime trip counts not multiple of the vector width. */
#include <stdio.h>
#include <stdint.h>

#define N 1003
static int8_t a8[N], b8[N]; static int16_t a16[N], b16[N]; static int32_t a32[N], b32[N]; static int64_t a64[N]; static float af[N], bf[N]; static double ad[N];
__attribute__((noinline)) static int32_t sum_i8(const int8_t *a, int n) { int32_t s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
__attribute__((noinline)) static void add_i8(int8_t *d, const int8_t *a, const int8_t *b, int n) { for (int i = 0; i < n; i++) d[i] = (int8_t)(a[i] + b[i]); }
__attribute__((noinline)) static void sat_u8(uint8_t *d, const int16_t *a, int n) { for (int i = 0; i < n; i++) { int v = a[i]; d[i] = (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v); } }
__attribute__((noinline)) static int16_t max_i16(const int16_t *a, int n) { int16_t m = INT16_MIN; for (int i = 0; i < n; i++) m = a[i] > m ? a[i] : m; return m; }
__attribute__((noinline)) static int32_t min_i32(const int32_t *a, int n) { int32_t m = INT32_MAX; for (int i = 0; i < n; i++) if (a[i] < m) m = a[i]; return m; }
__attribute__((noinline)) static uint32_t xor_red(const int32_t *a, int n) { uint32_t x = 0; for (int i = 0; i < n; i++) x ^= (uint32_t)a[i]; return x; }
__attribute__((noinline)) static int64_t dot_i32(const int32_t *a, const int32_t *b, int n) { int64_t s = 0; for (int i = 0; i < n; i++) s += (int64_t)a[i] * b[i]; return s; }
__attribute__((noinline)) static void mul_i16(int16_t *d, const int16_t *a, const int16_t *b, int n) { for (int i = 0; i < n; i++) d[i] = (int16_t)(a[i] * b[i]); }
__attribute__((noinline)) static void shift_i64(int64_t *d, int n, int s) { for (int i = 0; i < n; i++) d[i] = (d[i] >> s) + (int64_t)((uint64_t)d[i] << 1); }
__attribute__((noinline)) static float dot_f(const float *a, const float *b, int n) { float s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }
__attribute__((noinline)) static void axpy_d(double *y, const float *x, double a, int n) { for (int i = 0; i < n; i++) y[i] += a * x[i]; }
__attribute__((noinline)) static void cond_store(int32_t *d, const int32_t *a, int n) { for (int i = 0; i < n; i++) if (a[i] & 1) d[i] = a[i] * 2; }
__attribute__((noinline)) static int64_t strided(const int32_t *a, int n, int stride) { int64_t s = 0; for (int i = 0; i < n; i += stride) s += a[i]; return s; }
__attribute__((noinline)) static void i2f(float *d, const int32_t *a, int n) { for (int i = 0; i < n; i++) d[i] = (float)a[i] * 0.5f; }
__attribute__((noinline)) static void f2i(int32_t *d, const float *a, int n) { for (int i = 0; i < n; i++) d[i] = (int32_t)a[i]; }
__attribute__((noinline)) static void widen(int32_t *d, const int8_t *a, const uint8_t *b, int n) { for (int i = 0; i < n; i++) d[i] = a[i] * (int32_t)b[i]; }
__attribute__((noinline)) static int count_eq(const int8_t *a, const int8_t *b, int n) { int c = 0; for (int i = 0; i < n; i++) c += a[i] == b[i]; return c; }
__attribute__((noinline)) static void absdiff(int32_t *d, const int32_t *a, const int32_t *b, int n) { for (int i = 0; i < n; i++) { int32_t x = a[i] - b[i]; d[i] = x < 0 ? -x : x; } }

int main(void) {
    uint32_t s = 77;
    for (int i = 0; i < N; i++) { s = s * 1664525u + 1013904223u; a8[i] = (int8_t)(s >> 24); b8[i] = (int8_t)(s >> 16); a16[i] = (int16_t)(s >> 8); b16[i] = (int16_t)(s >> 4 & 0x7ff); a32[i] = (int32_t)(s >> 2) - 0x20000000; b32[i] = (int32_t)(s % 1000) - 500; a64[i] = (int64_t)s * 12345 - 7; af[i] = (float)(int)(s % 2001) * 0.001f - 1; bf[i] = (float)(i % 17) * 0.25f; ad[i] = i * 0.5; }
    int n = N; static int8_t d8[N]; static uint8_t u8[N]; static int16_t d16[N]; static int32_t d32[N], e32[N]; static float df[N];
    printf("sum_i8=%d\n", sum_i8(a8, n)); add_i8(d8, a8, b8, n); printf("add_i8=%d\n", sum_i8(d8, n));
    sat_u8(u8, a16, n); int us = 0; for (int i = 0; i < n; i++) us += u8[i]; printf("sat_u8=%d\n", us);
    printf("max_i16=%d min_i32=%d xor=%08x dot=%lld\n", max_i16(a16, n), min_i32(a32, n), xor_red(a32, n), (long long)dot_i32(a32, b32, n));
    mul_i16(d16, a16, b16, n); printf("mul_i16 max=%d\n", max_i16(d16, n));
    shift_i64(a64, n, 5); int64_t s64 = 0; for (int i = 0; i < n; i++) s64 ^= a64[i]; printf("shift_i64=%lld\n", (long long)s64);
    printf("dot_f=%.3f\n", (double)dot_f(af, bf, n));
    axpy_d(ad, af, 0.5, n); double sd = 0; for (int i = 0; i < n; i++) sd += ad[i]; printf("axpy=%.6f\n", sd);
    for (int i = 0; i < n; i++) d32[i] = -1; cond_store(d32, b32, n); printf("cond=%lld\n", (long long)strided(d32, n, 1));
    printf("strided=%lld %lld\n", (long long)strided(a32, n, 3), (long long)strided(a32, n, 7));
    i2f(df, b32, n); f2i(e32, df, n); printf("i2f2i=%lld\n", (long long)strided(e32, n, 1));
    widen(d32, a8, (const uint8_t *)b8, n); printf("widen=%lld\n", (long long)strided(d32, n, 1));
    printf("count_eq=%d\n", count_eq(a8, a8, n) + count_eq(a8, b8, n));
    absdiff(d32, a32, b32, n); printf("absdiff=%lld\n", (long long)strided(d32, n, 2));
    for (int len = 0; len < 20; len++) printf("%d ", sum_i8(a8 + len, len)); printf("\n");
    return (int)(xor_red(a32, n) & 0xff);
}
