/* Spectral norm of the infinite matrix A(i,j) = 1/((i+j)(i+j+1)/2+i+1) truncated to
   N=100, by 10 power iterations of A^T A (the benchmark-game algorithm), printed with
   %.9f and the intermediate vectors' checksums in hex-float. FP contraction off. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <math.h>

#define N 100
static double eval_A(int i, int j) { return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1); }
static void mul_Av(const double *v, double *av) { for (int i = 0; i < N; i++) { double s = 0; for (int j = 0; j < N; j++) s += eval_A(i, j) * v[j]; av[i] = s; } }
static void mul_Atv(const double *v, double *atv) { for (int i = 0; i < N; i++) { double s = 0; for (int j = 0; j < N; j++) s += eval_A(j, i) * v[j]; atv[i] = s; } }
static void mul_AtAv(const double *v, double *out) { double tmp[N]; mul_Av(v, tmp); mul_Atv(tmp, out); }

int main(void) {
    double u[N], v[N];
    for (int i = 0; i < N; i++) u[i] = 1;
    for (int i = 0; i < 10; i++) { mul_AtAv(u, v); mul_AtAv(v, u); }
    double vBv = 0, vv = 0;
    for (int i = 0; i < N; i++) { vBv += u[i] * v[i]; vv += v[i] * v[i]; }
    printf("%.9f\n", sqrt(vBv / vv));
    printf("u[0]=%a v[99]=%a\n", u[0], v[99]);
    return 0;
}
