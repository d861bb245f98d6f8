/* Loops that clang's vectorizers turn into vector code at -O2: widening and narrowing
   reductions (sums, dot products, min/max, counts, any-of), element-wise selects, clamps
   and absolute differences, conversions between widths and between ints and floats,
   interleaved (strided) and reversed accesses, indexed loads, conditional stores,
   per-lane shifts, 64-bit multiplies, bit counts and divisions by constants. Every kernel
   is compiled twice: for the baseline and with __attribute__((target("avx2"))) (256-bit
   vectors, gathers, masked loads and stores), and main runs the AVX2 copies when the CPU
   has AVX2 and checks that both agree. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define N 1031

static int8_t i8a[N];
static uint8_t u8a[N], u8b[N];
static int16_t i16a[N], i16b[N];
static int32_t i32a[N], i32b[N], idx[N];
static uint32_t u32a[N];
static int64_t i64a[N], i64b[N];
static float fa[N], fb[N];
static double da[N];

static uint64_t hash;
static void mix(const void *p, size_t n) {
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) hash = (hash ^ b[i]) * 1099511628211ull;
}

#define KERNELS(SFX, ATTR)                                                                 \
    ATTR static int32_t sum_i8_##SFX(const int8_t *a, int n) {                            \
        int32_t s = 0;                                                                     \
        for (int i = 0; i < n; i++) s += a[i];                                             \
        return s;                                                                          \
    }                                                                                      \
    ATTR static uint32_t dot16_##SFX(const int16_t *a, const int16_t *b, int n) {         \
        uint32_t s = 0;                                                                    \
        for (int i = 0; i < n; i++) s += (uint32_t)(a[i] * b[i]);                          \
        return s;                                                                          \
    }                                                                                      \
    ATTR static void minmax_##SFX(const int32_t *a, int n, int32_t *mn, int32_t *mx) {    \
        int32_t lo = a[0], hi = a[0];                                                      \
        for (int i = 1; i < n; i++) {                                                      \
            lo = a[i] < lo ? a[i] : lo;                                                    \
            hi = a[i] > hi ? a[i] : hi;                                                    \
        }                                                                                  \
        *mn = lo; *mx = hi;                                                                \
    }                                                                                      \
    ATTR static uint8_t umax8_##SFX(const uint8_t *a, int n) {                            \
        uint8_t m = 0;                                                                     \
        for (int i = 0; i < n; i++) m = a[i] > m ? a[i] : m;                               \
        return m;                                                                          \
    }                                                                                      \
    ATTR static int count_gt_##SFX(const int32_t *a, int n, int32_t t) {                  \
        int c = 0;                                                                         \
        for (int i = 0; i < n; i++) c += a[i] > t;                                         \
        return c;                                                                          \
    }                                                                                      \
    ATTR static int any_eq_##SFX(const int16_t *a, int n, int16_t k) {                    \
        int found = 0;                                                                     \
        for (int i = 0; i < n; i++) found |= a[i] == k;                                    \
        return found;                                                                      \
    }                                                                                      \
    ATTR static uint64_t xor64_##SFX(const int64_t *a, int n) {                           \
        uint64_t x = 0;                                                                    \
        for (int i = 0; i < n; i++) x ^= (uint64_t)a[i] * 0x9e3779b97f4a7c15ull;           \
        return x;                                                                          \
    }                                                                                      \
    ATTR static void saxpy_##SFX(float *y, const float *x, float k, int n) {              \
        for (int i = 0; i < n; i++) y[i] = k * x[i] + y[i];                                \
    }                                                                                      \
    ATTR static void absdiff_##SFX(int32_t *o, const int32_t *a, const int32_t *b, int n) { \
        for (int i = 0; i < n; i++) o[i] = a[i] > b[i] ? a[i] - b[i] : b[i] - a[i];        \
    }                                                                                      \
    ATTR static void clamp_u8_##SFX(uint8_t *o, const int32_t *a, int n) {                \
        for (int i = 0; i < n; i++) o[i] = a[i] < 0 ? 0 : a[i] > 255 ? 255 : (uint8_t)a[i]; \
    }                                                                                      \
    ATTR static void convert_##SFX(float *f, double *d, int16_t *s, const int32_t *a,     \
                                   const uint8_t *u, int n) {                              \
        for (int i = 0; i < n; i++) {                                                      \
            f[i] = (float)a[i] * 0.5f;                                                     \
            d[i] = (double)f[i] + u[i];                                                    \
            s[i] = (int16_t)(u[i] * 3 - (int)f[i]);                                        \
        }                                                                                  \
    }                                                                                      \
    ATTR static int32_t stride2_##SFX(const int32_t *a, int n) {                          \
        int32_t s = 0;                                                                     \
        for (int i = 0; i + 1 < n; i += 2) s += a[i] * 3 - a[i + 1];                       \
        return s;                                                                          \
    }                                                                                      \
    ATTR static void gray_##SFX(uint8_t *g, const uint8_t *rgb, int pixels) {             \
        for (int i = 0; i < pixels; i++)                                                   \
            g[i] = (uint8_t)((rgb[3 * i] * 77 + rgb[3 * i + 1] * 150 + rgb[3 * i + 2] * 29) >> 8); \
    }                                                                                      \
    ATTR static void reverse_##SFX(int16_t *o, const int16_t *a, int n) {                 \
        for (int i = 0; i < n; i++) o[i] = a[n - 1 - i];                                   \
    }                                                                                      \
    ATTR static int32_t gather_##SFX(const int32_t *a, const int32_t *ix, int n) {        \
        int32_t s = 0;                                                                     \
        for (int i = 0; i < n; i++) s += a[ix[i]];                                         \
        return s;                                                                          \
    }                                                                                      \
    ATTR static void cond_store_##SFX(int32_t *o, const int32_t *a, int n) {              \
        for (int i = 0; i < n; i++)                                                        \
            if (a[i] > 0) o[i] = a[i] / 3;                                                 \
    }                                                                                      \
    ATTR static void shifts_##SFX(uint32_t *o, const uint32_t *a, const int32_t *s, int n) { \
        for (int i = 0; i < n; i++) o[i] = (a[i] << (s[i] & 31)) ^ (a[i] >> (s[i] & 7));  \
    }                                                                                      \
    ATTR static void mul64_##SFX(int64_t *o, const int64_t *a, const int64_t *b, int n) { \
        for (int i = 0; i < n; i++) o[i] = (int64_t)((uint64_t)a[i] * (uint64_t)b[i] + 7); \
    }                                                                                      \
    ATTR static int32_t popcnt_##SFX(const uint32_t *a, int n) {                          \
        int32_t s = 0;                                                                     \
        for (int i = 0; i < n; i++) s += __builtin_popcount(a[i]);                         \
        return s;                                                                          \
    }                                                                                      \
    ATTR static void divconst_##SFX(uint32_t *o, const uint32_t *a, int n) {              \
        for (int i = 0; i < n; i++) o[i] = a[i] / 7 + a[i] % 10;                           \
    }                                                                                      \
    ATTR static uint64_t run_##SFX(void) {                                                 \
        static int32_t o32[N];                                                             \
        static uint32_t ou32[N];                                                           \
        static uint8_t o8[N];                                                              \
        static int16_t o16[N];                                                             \
        static float of[N], y[N];                                                          \
        static double od[N];                                                               \
        static int64_t o64[N];                                                             \
        uint64_t h = 0;                                                                    \
        int32_t mn, mx;                                                                    \
        for (int n = N - 16; n <= N; n += 5) {                                             \
            h = h * 31 + (uint32_t)sum_i8_##SFX(i8a, n);                                   \
            h = h * 31 + (uint32_t)dot16_##SFX(i16a, i16b, n);                             \
            minmax_##SFX(i32a, n, &mn, &mx);                                               \
            h = h * 31 + (uint32_t)mn + (uint64_t)(uint32_t)mx * 3;                        \
            h = h * 31 + umax8_##SFX(u8a, n);                                              \
            h = h * 31 + (uint32_t)count_gt_##SFX(i32a, n, 12345);                         \
            h = h * 31 + (uint32_t)any_eq_##SFX(i16a, n, (int16_t)n);                      \
            h = h * 31 + xor64_##SFX(i64a, n);                                             \
            memcpy(y, fb, sizeof y);                                                       \
            saxpy_##SFX(y, fa, 1.5f, n);                                                   \
            absdiff_##SFX(o32, i32a, i32b, n);                                             \
            clamp_u8_##SFX(o8, i32b, n);                                                   \
            convert_##SFX(of, od, o16, i32b, u8a, n);                                      \
            h = h * 31 + (uint32_t)stride2_##SFX(i32a, n);                                 \
            reverse_##SFX(o16, i16a, n);                                                   \
            h = h * 31 + (uint32_t)gather_##SFX(i32a, idx, n);                             \
            memcpy(o32, i32b, sizeof o32);                                                 \
            cond_store_##SFX(o32, i32a, n);                                                \
            shifts_##SFX(ou32, u32a, i32b, n);                                             \
            mul64_##SFX(o64, i64a, i64b, n);                                               \
            h = h * 31 + (uint32_t)popcnt_##SFX(u32a, n);                                  \
            for (int i = 0; i < n; i++)                                                    \
                h = h * 31 + (uint32_t)o32[i] + (uint64_t)(int64_t)(y[i] * 16) +           \
                    (uint64_t)(int64_t)(of[i] * 4) + o8[i] + (uint16_t)o16[i] +            \
                    (uint64_t)(int64_t)od[i] + (uint64_t)o64[i] + ou32[i];                 \
            gray_##SFX(o8, u8b, n / 3);                                                    \
            divconst_##SFX(ou32, u32a, n);                                                 \
            for (int i = 0; i < n; i++) h = h * 31 + o8[i] + ou32[i];                      \
        }                                                                                  \
        return h;                                                                          \
    }

KERNELS(base, __attribute__((noinline)))
KERNELS(avx2, __attribute__((noinline, target("avx2"))))

int main(void) {
    uint32_t s = 2463534242u;
    for (int i = 0; i < N; i++) {
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        i8a[i] = (int8_t)s; u8a[i] = (uint8_t)(s >> 8); u8b[i] = (uint8_t)(s >> 16);
        i16a[i] = (int16_t)(s >> 3); i16b[i] = (int16_t)(s >> 11);
        i32a[i] = (int32_t)(s % 40000) - 20000; i32b[i] = (int32_t)(s >> 12) - 400000;
        u32a[i] = s * 2654435761u;
        idx[i] = (int32_t)(s % N);
        i64a[i] = (int64_t)s * 1234567; i64b[i] = (int64_t)(s ^ 0xdeadbeef) << 7;
        fa[i] = (float)(int)(s % 1000) / 16; fb[i] = (float)(int)(s % 777) / 8;
        da[i] = fa[i] * 3;
    }
    uint64_t base = run_base();
    printf("kernels %016llx\n", (unsigned long long)base);
    int same = 1;
    if (__builtin_cpu_supports("avx2")) same = run_avx2() == base;
    printf("avx2 copies %s\n", same ? "agree" : "DIFFER");
    mix(&base, sizeof base);
    return (int)(hash & 0x7f);
}
