/* Dense linear algebra in double precision: LU decomposition with partial pivoting of a
   generated diagonally dominant 40x40 matrix, forward/back substitution, the residual
   ||Ax-b|| as an exactly printed double, determinant from the LU factors, and the
   solution of a 5x5 system with exact rational-valued answers. FP contraction off. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <math.h>

#define N 40
static int lu(double a[][N], int n, int *perm, int *sign) {
    *sign = 1;
    for (int i = 0; i < n; i++) perm[i] = i;
    for (int k = 0; k < n; k++) {
        int p = k; double mx = fabs(a[k][k]);
        for (int i = k + 1; i < n; i++) if (fabs(a[i][k]) > mx) { mx = fabs(a[i][k]); p = i; }
        if (mx == 0) return 0;
        if (p != k) { for (int j = 0; j < n; j++) { double t = a[k][j]; a[k][j] = a[p][j]; a[p][j] = t; } int t = perm[k]; perm[k] = perm[p]; perm[p] = t; *sign = -*sign; }
        for (int i = k + 1; i < n; i++) { a[i][k] /= a[k][k]; for (int j = k + 1; j < n; j++) a[i][j] -= a[i][k] * a[k][j]; }
    }
    return 1;
}
static void solve(double a[][N], int n, const int *perm, const double *b, double *x) {
    double y[N];
    for (int i = 0; i < n; i++) { double s = b[perm[i]]; for (int j = 0; j < i; j++) s -= a[i][j] * y[j]; y[i] = s; }
    for (int i = n - 1; i >= 0; i--) { double s = y[i]; for (int j = i + 1; j < n; j++) s -= a[i][j] * x[j]; x[i] = s / a[i][i]; }
}

int main(void) {
    static double a[N][N], orig[N][N];
    double b[N], x[N];
    int perm[N], sign;
    unsigned r = 1;
    for (int i = 0; i < N; i++) {
        double rowsum = 0;
        for (int j = 0; j < N; j++) { r = r * 1103515245u + 12345u; a[i][j] = (double)((r >> 8) % 2000) / 1000.0 - 1.0; rowsum += fabs(a[i][j]); }
        a[i][i] = rowsum + 1;
        b[i] = i % 5 - 2.0;
    }
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) orig[i][j] = a[i][j];
    lu(a, N, perm, &sign);
    solve(a, N, perm, b, x);
    double res = 0, det_log = 0;
    for (int i = 0; i < N; i++) { double s = -b[i]; for (int j = 0; j < N; j++) s += orig[i][j] * x[j]; res += s * s; det_log += log2(fabs(a[i][i])); }
    printf("x[0]=%a x[39]=%a residual^2=%a log2|det|~%.3f sign=%d\n", x[0], x[N - 1], res, det_log, sign);
    double s5[N][N] = {{2, 1, -1, 0, 3}, {1, 3, 2, -2, 0}, {0, 1, 4, 1, -1}, {-1, 0, 1, 5, 2}, {3, -2, 0, 1, 6}};
    double xs[5] = {1, -2, 3, 0.5, -0.25}, bs[5], xr[5];
    for (int i = 0; i < 5; i++) { bs[i] = 0; for (int j = 0; j < 5; j++) bs[i] += s5[i][j] * xs[j]; }
    lu(s5, 5, perm, &sign);
    solve(s5, 5, perm, bs, xr);
    double det = sign;
    for (int i = 0; i < 5; i++) det *= s5[i][i];
    printf("5x5: %.12f %.12f %.12f %.12f %.12f det=%.9f\n", xr[0], xr[1], xr[2], xr[3], xr[4], det);
    return (int)(fabs(det)) & 0x7f;
}
