/* Gauss-Jordan matrix inversion with partial pivoting, LU decomposition solve, and
   checking A*inv(A) ~ I; also solves a tridiagonal system with the Thomas algorithm. */
#include <stdio.h>
#include <math.h>

#define N 6
static int invert(double a[N][N], double inv[N][N]) {
    double m[N][2 * N];
    for (int i = 0; i < N; i++) for (int j = 0; j < 2 * N; j++) m[i][j] = j < N ? a[i][j] : (j - N == i);
    for (int c = 0; c < N; c++) {
        int p = c; for (int r = c + 1; r < N; r++) if (fabs(m[r][c]) > fabs(m[p][c])) p = r;
        if (fabs(m[p][c]) < 1e-12) return 0;
        for (int j = 0; j < 2 * N; j++) { double t = m[c][j]; m[c][j] = m[p][j]; m[p][j] = t; }
        double d = m[c][c]; for (int j = 0; j < 2 * N; j++) m[c][j] /= d;
        for (int r = 0; r < N; r++) if (r != c) { double f = m[r][c]; for (int j = 0; j < 2 * N; j++) m[r][j] -= f * m[c][j]; }
    }
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) inv[i][j] = m[i][j + N];
    return 1;
}
static void lu_solve(double a[N][N], const double *b, double *x) {
    double l[N][N] = { { 0 } }, u[N][N] = { { 0 } }, y[N];
    for (int i = 0; i < N; i++) { for (int k = i; k < N; k++) { double s = 0; for (int j = 0; j < i; j++) s += l[i][j] * u[j][k]; u[i][k] = a[i][k] - s; }
        for (int k = i; k < N; k++) { if (i == k) l[i][i] = 1; else { double s = 0; for (int j = 0; j < i; j++) s += l[k][j] * u[j][i]; l[k][i] = (a[k][i] - s) / u[i][i]; } } }
    for (int i = 0; i < N; i++) { double s = b[i]; for (int j = 0; j < i; j++) s -= l[i][j] * y[j]; y[i] = s; }
    for (int i = N - 1; i >= 0; i--) { double s = y[i]; for (int j = i + 1; j < N; j++) s -= u[i][j] * x[j]; x[i] = s / u[i][i]; }
}
int main(void) {
    double a[N][N], inv[N][N];
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) a[i][j] = (i == j) ? 10 + i : 1.0 / (1 + i + 2 * j);
    if (!invert(a, inv)) { printf("singular\n"); return 1; }
    double err = 0; for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { double s = 0; for (int k = 0; k < N; k++) s += a[i][k] * inv[k][j]; err = fmax(err, fabs(s - (i == j))); }
    printf("max |A*inv-I| < 1e-12: %d\n", err < 1e-12);
    for (int i = 0; i < N; i++) { for (int j = 0; j < N; j++) printf(" %9.6f", inv[i][j]); printf("\n"); }
    double b[N] = { 1, 2, 3, 4, 5, 6 }, x[N]; lu_solve(a, b, x);
    double r = 0; for (int i = 0; i < N; i++) { double s = 0; for (int k = 0; k < N; k++) s += a[i][k] * x[k]; r = fmax(r, fabs(s - b[i])); }
    printf("lu x:"); for (int i = 0; i < N; i++) printf(" %.8f", x[i]); printf(" residual small: %d\n", r < 1e-12);
    enum { M = 50 }; double lo[M], di[M], up[M], rhs[M], sol[M];
    for (int i = 0; i < M; i++) { lo[i] = -1; di[i] = 2.5; up[i] = -1; rhs[i] = i % 5; }
    for (int i = 1; i < M; i++) { double w = lo[i] / di[i - 1]; di[i] -= w * up[i - 1]; rhs[i] -= w * rhs[i - 1]; }
    sol[M - 1] = rhs[M - 1] / di[M - 1]; for (int i = M - 2; i >= 0; i--) sol[i] = (rhs[i] - up[i] * sol[i + 1]) / di[i];
    printf("thomas sol[0]=%.9f sol[25]=%.9f sol[49]=%.9f\n", sol[0], sol[25], sol[49]);
    return 0;
}
