/* Floating-point loops whose results depend on evaluation order (so they must not be
   reassociated): float and double sums, dot products, Kahan compensated summation,
   pairwise summation, running products, alternating series, and a float accumulation
   in double. FP contraction is off so every product is rounded. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>

#define N 4096
static float fa[N], fb[N];
static double da[N], db[N];

__attribute__((noinline)) static float sumf(const float *a, int n) { float s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
__attribute__((noinline)) static double sumd(const double *a, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
__attribute__((noinline)) static float dotf(const float *a, const float *b, int n) { float s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }
__attribute__((noinline)) static double dotd(const double *a, const double *b, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }
__attribute__((noinline)) static float kahan(const float *a, int n) {
    float s = 0, c = 0;
    for (int i = 0; i < n; i++) { float y = a[i] - c; float t = s + y; c = (t - s) - y; s = t; }
    return s;
}
static double pairwise(const double *a, int n) { if (n <= 8) { double s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; } return pairwise(a, n / 2) + pairwise(a + n / 2, n - n / 2); }
__attribute__((noinline)) static double wide_sum(const float *a, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
__attribute__((noinline)) static double prod(const double *a, int n) { double p = 1; for (int i = 0; i < n; i++) p *= a[i]; return p; }
__attribute__((noinline)) static double leibniz(int n) { double s = 0; for (int k = 0; k < n; k++) s += (k & 1 ? -4.0 : 4.0) / (2 * k + 1); return s; }

int main(void) {
    unsigned x = 12345;
    for (int i = 0; i < N; i++) {
        x = x * 1103515245u + 12345u;
        fa[i] = (float)(x >> 8) / 16777216.0f - 0.5f;
        fb[i] = 1.0f / (float)(i + 1);
        da[i] = (double)fa[i] * 1e3 + 1e-3 * i;
        db[i] = 1.0 + (double)(i % 7) * 1e-4;
    }
    printf("sumf=%a kahan=%a wide=%a\n", (double)sumf(fa, N), (double)kahan(fa, N), wide_sum(fa, N));
    printf("harmonic f=%a\n", (double)sumf(fb, N));
    printf("sumd=%a pairwise=%a\n", sumd(da, N), pairwise(da, N));
    printf("dotf=%a dotd=%a\n", (double)dotf(fa, fb, N), dotd(da, db, N));
    printf("prod=%a\n", prod(db, N));
    printf("leibniz=%.17g\n", leibniz(100000));
    float big = 16777216.0f, s = big;
    for (int i = 0; i < 100; i++) s += 1.0f;
    printf("2^24 + 100 ones in float: %.1f\n", (double)s);
    return (int)(leibniz(1000) * 10) % 128;
}
