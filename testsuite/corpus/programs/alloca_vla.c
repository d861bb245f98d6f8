/* alloca and variable-length arrays: sizes from runtime values, VLAs in loops (stack
   restored each iteration), 2D VLAs, VLA parameters, sizeof on VLAs, alloca with alignment. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <alloca.h>

__attribute__((noinline)) static long vla_sum(int n) { long a[n]; for (int i = 0; i < n; i++) a[i] = (long)i * i; long s = 0; for (int i = 0; i < n; i++) s += a[i]; return s + (long)sizeof a; }
__attribute__((noinline)) static double matrix_trace(int n, double m[n][n]) { double t = 0; for (int i = 0; i < n; i++) t += m[i][i]; return t; }
__attribute__((noinline)) static void fill(int r, int c, int m[r][c]) { for (int i = 0; i < r; i++) for (int j = 0; j < c; j++) m[i][j] = i * c + j; }
__attribute__((noinline)) static int alloca_strs(int n) {
    char **ptrs = alloca((size_t)n * sizeof(char *)); int total = 0;
    for (int i = 0; i < n; i++) { ptrs[i] = alloca((size_t)i + 2); memset(ptrs[i], 'a' + i % 26, (size_t)i + 1); ptrs[i][i + 1] = 0; }
    for (int i = 0; i < n; i++) total += (int)strlen(ptrs[i]) * (ptrs[i][0] - 'a' + 1);
    return total;
}
__attribute__((noinline)) static int alloca_aligned(int n) {
    int ok = 0;
    for (int i = 1; i <= n; i++) { void *p = __builtin_alloca_with_align((size_t)i * 3, 256); ok += ((uintptr_t)p % 32) == 0; memset(p, 0, (size_t)i * 3); }
    return ok;
}
__attribute__((noinline)) static int vla_loop(int iters) {
    int acc = 0;
    for (int k = 1; k <= iters; k++) { char buf[k * 100]; memset(buf, k, sizeof buf); acc += buf[k * 100 - 1] + (int)sizeof buf; }
    return acc;
}
__attribute__((noinline)) static int vla_goto_scope(int n) {
    int r = 0;
    for (int i = 0; i < n; i++) { int v[i + 1]; for (int j = 0; j <= i; j++) v[j] = j; r += v[i]; if (r > 1000) break; }
    return r;
}

int main(void) {
    printf("vla_sum %ld %ld %ld\n", vla_sum(1), vla_sum(100), vla_sum(5000));
    int n = 5; double (*m)[n] = malloc(sizeof(double[n][n])); for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) m[i][j] = i + j * 0.5;
    printf("trace %g\n", matrix_trace(n, m)); free(m);
    int r = 3, c = 7; int mm[r][c]; fill(r, c, mm); printf("mm %d %d size=%zu\n", mm[2][6], mm[1][3], sizeof mm);
    printf("alloca_strs %d\n", alloca_strs(40));
    printf("alloca_aligned %d\n", alloca_aligned(20));
    printf("vla_loop %d\n", vla_loop(300));
    printf("vla_scope %d\n", vla_goto_scope(60));
    typedef int row_t[c]; row_t *rows = malloc(4 * sizeof(row_t)); rows[3][6] = 99; printf("rowsize %zu %d\n", sizeof(row_t), rows[3][6]); free(rows);
    return (int)(vla_sum(10) & 0xff);
}
