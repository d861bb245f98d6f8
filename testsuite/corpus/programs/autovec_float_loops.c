/* Floating-point loops the vectorizer handles without reassociation: element-wise
   a[i] = b[i] * c[i] + d[i] (contraction off, so no fused multiply-add), float->double
   widening loops, int->float conversion loops, conditional selects on comparisons,
   saxpy on doubles, and division and sqrt per element; a final ordered sum. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <math.h>

#define N 777
static float fa[N], fb[N], fc[N], fd[N];
static double da[N], db[N];
static int ia[N];

__attribute__((noinline)) static void muladd(float *a, const float *b, const float *c, const float *d, int n) { for (int i = 0; i < n; i++) a[i] = b[i] * c[i] + d[i]; }
__attribute__((noinline)) static void widen(double *a, const float *b, int n) { for (int i = 0; i < n; i++) a[i] = (double)b[i] * 0.5; }
__attribute__((noinline)) static void i2f(float *a, const int *b, int n) { for (int i = 0; i < n; i++) a[i] = (float)b[i] / 16.0f; }
__attribute__((noinline)) static void sel(float *a, const float *b, const float *c, int n) { for (int i = 0; i < n; i++) a[i] = b[i] > c[i] ? b[i] - c[i] : c[i] * 0.25f; }
__attribute__((noinline)) static void saxpy(double *y, const double *x, double k, int n) { for (int i = 0; i < n; i++) y[i] = k * x[i] + y[i]; }
__attribute__((noinline)) static void divsqrt(float *a, const float *b, int n) { for (int i = 0; i < n; i++) a[i] = sqrtf(b[i]) / (b[i] + 1.0f); }
static double ordered_sum(const float *a, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }

int main(void) {
    for (int i = 0; i < N; i++) { fb[i] = (float)i * 0.37f - 100; fc[i] = 1.0f / (float)(i + 1); fd[i] = (float)(i % 13) * 0.01f; ia[i] = i * 37 - 9000; db[i] = i * 0.001; da[i] = 1.0 - i * 0.002; }
    muladd(fa, fb, fc, fd, N);
    printf("muladd sum=%a a[100]=%a\n", ordered_sum(fa, N), (double)fa[100]);
    widen(da, fa, N);
    printf("widen da[500]=%a\n", da[500]);
    i2f(fa, ia, N);
    printf("i2f sum=%a\n", ordered_sum(fa, N));
    sel(fa, fb, fc, N);
    printf("sel sum=%a\n", ordered_sum(fa, N));
    saxpy(da, db, 2.5, N);
    double s = 0; for (int i = 0; i < N; i++) s += da[i];
    printf("saxpy sum=%a\n", s);
    for (int i = 0; i < N; i++) fb[i] = fb[i] < 0 ? -fb[i] : fb[i];
    divsqrt(fa, fb, N);
    printf("divsqrt sum=%a\n", ordered_sum(fa, N));
    return (int)ordered_sum(fa, 10);
}
