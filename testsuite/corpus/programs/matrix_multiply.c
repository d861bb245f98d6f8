/* Matrix multiplication: naive int, double ijk/ikj/blocked, transposed, integer power of a
   matrix (Fibonacci via 2x2), and Gaussian elimination determinant. */
#include <stdio.h>
#include <stdint.h>
#include <math.h>

#define N 64
static double A[N][N], B[N][N], C1[N][N], C2[N][N], C3[N][N];
static int32_t IA[N][N], IB[N][N], IC[N][N];

static void mul_ijk(void) { for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { double s = 0; for (int k = 0; k < N; k++) s += A[i][k] * B[k][j]; C1[i][j] = s; } }
static void mul_ikj(void) { for (int i = 0; i < N; i++) { for (int j = 0; j < N; j++) C2[i][j] = 0; for (int k = 0; k < N; k++) { double a = A[i][k]; for (int j = 0; j < N; j++) C2[i][j] += a * B[k][j]; } } }
static void mul_blocked(void) {
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) C3[i][j] = 0;
    for (int ii = 0; ii < N; ii += 16) for (int kk = 0; kk < N; kk += 16) for (int jj = 0; jj < N; jj += 16)
        for (int i = ii; i < ii + 16; i++) for (int k = kk; k < kk + 16; k++) { double a = A[i][k]; for (int j = jj; j < jj + 16; j++) C3[i][j] += a * B[k][j]; }
}
static void imul(void) { for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { int32_t s = 0; for (int k = 0; k < N; k++) s += IA[i][k] * IB[k][j]; IC[i][j] = s; } }
typedef struct { uint64_t m[2][2]; } M2;
static M2 m2mul(M2 a, M2 b) { M2 r; for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) r.m[i][j] = a.m[i][0] * b.m[0][j] + a.m[i][1] * b.m[1][j]; return r; }
static uint64_t fib_mat(int n) { M2 r = { { { 1, 0 }, { 0, 1 } } }, b = { { { 1, 1 }, { 1, 0 } } }; while (n) { if (n & 1) r = m2mul(r, b); b = m2mul(b, b); n >>= 1; } return r.m[0][1]; }
static double det(int n, double m[n][n]) {
    double d = 1;
    for (int c = 0; c < n; c++) {
        int p = c; for (int r = c + 1; r < n; r++) if (fabs(m[r][c]) > fabs(m[p][c])) p = r;
        if (m[p][c] == 0) return 0;
        if (p != c) { for (int k = 0; k < n; k++) { double t = m[c][k]; m[c][k] = m[p][k]; m[p][k] = t; } d = -d; }
        d *= m[c][c];
        for (int r = c + 1; r < n; r++) { double f = m[r][c] / m[c][c]; for (int k = c; k < n; k++) m[r][k] -= f * m[c][k]; }
    }
    return d;
}

int main(void) {
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { A[i][j] = (i * 3 + j * 7) % 11 - 5; B[i][j] = (i * j) % 13 * 0.5; IA[i][j] = (i ^ j) - 30; IB[i][j] = (i + 2 * j) % 17; }
    mul_ijk(); mul_ikj(); mul_blocked(); imul();
    double s1 = 0, diff = 0; long long is = 0;
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { s1 += C1[i][j] * (i + 1); diff += fabs(C1[i][j] - C2[i][j]) + fabs(C1[i][j] - C3[i][j]); is += IC[i][j] * (long long)(j + 1); }
    printf("sum=%.1f diff=%g isum=%lld c[5][7]=%g ic[63][0]=%d\n", s1, diff, is, C1[5][7], IC[63][0]);
    for (int n = 0; n <= 93; n += 31) printf("fib(%d)=%llu\n", n, (unsigned long long)fib_mat(n));
    double m[5][5]; for (int i = 0; i < 5; i++) for (int j = 0; j < 5; j++) m[i][j] = 1.0 / (i + j + 1);
    printf("det(hilbert5)=%.6e\n", det(5, m));
    double v[4][4] = { { 2, 0, 0, 0 }, { 1, 3, 0, 0 }, { 4, 5, 6, 0 }, { 7, 8, 9, 10 } }; printf("det(tri)=%g\n", det(4, v));
    return (int)(is & 0x7f);
}
