/* Integer loops that -O2 vectorizes (so the optimized IR contains wide vector types):
   u8 sums widened to u32, i16 maxima, absolute differences of i32, i64 adds, saturating
   clamps, conditional stores turned into masked selects, stride-2 interleaved
   accesses, reversed loops, and byte histograms; results compared with scalar code
   that is kept scalar by an asm barrier. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

#define N 1003
static uint8_t u8a[N]; static int16_t i16a[N]; static int32_t i32a[N], i32b[N], i32c[N]; static int64_t i64a[N], i64b[N];

__attribute__((noinline)) static uint32_t sum_u8(const uint8_t *a, int n) { uint32_t s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
__attribute__((noinline)) static int16_t max_i16(const int16_t *a, int n) { int16_t m = INT16_MIN; for (int i = 0; i < n; i++) m = a[i] > m ? a[i] : m; return m; }
__attribute__((noinline)) static void absdiff(int32_t *c, const int32_t *a, const int32_t *b, int n) { for (int i = 0; i < n; i++) c[i] = abs(a[i] - b[i]); }
__attribute__((noinline)) static void add64(int64_t *a, const int64_t *b, int n) { for (int i = 0; i < n; i++) a[i] += b[i] * 3; }
__attribute__((noinline)) static void clamp(int32_t *a, int n) { for (int i = 0; i < n; i++) a[i] = a[i] < -1000 ? -1000 : a[i] > 1000 ? 1000 : a[i]; }
__attribute__((noinline)) static void cond_store(int32_t *a, const int32_t *b, int n) { for (int i = 0; i < n; i++) if (b[i] & 1) a[i] = b[i] * 2; }
__attribute__((noinline)) static int64_t stride2(const int32_t *a, int n) { int64_t s = 0; for (int i = 0; i + 1 < n; i += 2) s += (int64_t)a[i] * 3 - a[i + 1]; return s; }
__attribute__((noinline)) static void reverse_copy(int32_t *d, const int32_t *s, int n) { for (int i = 0; i < n; i++) d[i] = s[n - 1 - i]; }
__attribute__((noinline)) static void histogram(uint32_t *h, const uint8_t *a, int n) { for (int i = 0; i < n; i++) h[a[i] >> 4]++; }
static uint32_t scalar_sum_u8(const uint8_t *a, int n) { uint32_t s = 0; for (int i = 0; i < n; i++) { s += a[i]; __asm__("" : "+r"(s)); } return s; }

int main(void) {
    uint32_t x = 1;
    for (int i = 0; i < N; i++) {
        x = x * 1664525u + 1013904223u;
        u8a[i] = (uint8_t)(x >> 24); i16a[i] = (int16_t)(x >> 8); i32a[i] = (int32_t)(x >> 4) - (1 << 27); i32b[i] = (int32_t)(x * 7) >> 5;
        i64a[i] = (int64_t)x * 1000; i64b[i] = -(int64_t)i * 77777;
    }
    printf("sum_u8=%u scalar=%u max_i16=%d\n", sum_u8(u8a, N), scalar_sum_u8(u8a, N), max_i16(i16a, N));
    absdiff(i32c, i32a, i32b, N);
    int64_t s = 0; for (int i = 0; i < N; i++) s += i32c[i];
    add64(i64a, i64b, N);
    int64_t s64 = 0; for (int i = 0; i < N; i++) s64 ^= i64a[i];
    printf("absdiff sum=%lld add64 xor=%lld\n", (long long)s, (long long)s64);
    clamp(i32c, N); cond_store(i32c, i32b, N);
    uint64_t sc = 0; for (int i = 0; i < N; i++) sc = sc * 31 + (uint64_t)i32c[i];
    printf("clamp+cond hash=%llu stride2=%lld\n", (unsigned long long)sc, (long long)stride2(i32a, N));
    reverse_copy(i32c, i32a, N);
    printf("reverse %d %d\n", i32c[0] == i32a[N - 1], i32c[N - 1] == i32a[0]);
    uint32_t hist[16] = {0};
    histogram(hist, u8a, N);
    for (int i = 0; i < 16; i++) printf("%u ", hist[i]);
    printf("\n");
    return (int)(sum_u8(u8a, N) & 0x7f);
}
