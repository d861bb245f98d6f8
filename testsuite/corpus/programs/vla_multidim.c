/* Variable-length arrays: 1-D and 2-D VLAs allocated in a loop (the stack is saved and
   restored each iteration), VLA parameters (int n, double m[n][n]), sizeof of a VLA
   evaluated at run time, VLAs of structs, pointers to VLA rows, and a VLA whose size
   depends on a function call. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <string.h>

struct cell { int v; char tag; };
static int calls;
__attribute__((noinline)) static int size_of_next(int k) { calls++; return k * 3 + 1; }
__attribute__((noinline)) static double trace(int n, double m[n][n]) { double t = 0; for (int i = 0; i < n; i++) t += m[i][i]; return t; }
__attribute__((noinline)) static void transpose(int r, int c, const int a[r][c], int b[c][r]) { for (int i = 0; i < r; i++) for (int j = 0; j < c; j++) b[j][i] = a[i][j]; }
__attribute__((noinline)) static long row_sum(int c, const int (*row)[c]) { long s = 0; for (int j = 0; j < c; j++) s += (*row)[j]; return s; }

int main(void) {
    long total = 0;
    for (int n = 1; n <= 40; n++) {
        double m[n][n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) m[i][j] = i == j ? n + i * 0.5 : -1;
        total += (long)trace(n, m);
        if (n % 13 == 0) printf("n=%d sizeof=%zu trace=%g\n", n, sizeof m, trace(n, m));
    }
    int r = 7, c = 11;
    int a[r][c], b[c][r];
    for (int i = 0; i < r; i++) for (int j = 0; j < c; j++) a[i][j] = i * 100 + j;
    transpose(r, c, (const int (*)[c])a, b);
    printf("b[10][6]=%d b[3][2]=%d row_sum(a[4])=%ld\n", b[10][6], b[3][2], row_sum(c, (const int (*)[c])&a[4]));
    int k = size_of_next(5);
    struct cell cells[k];
    memset(cells, 0, sizeof cells);
    for (int i = 0; i < k; i++) { cells[i].v = i * i; cells[i].tag = (char)('a' + i); }
    printf("cells k=%d sizeof=%zu last=%d%c calls=%d\n", k, sizeof cells, cells[k - 1].v, cells[k - 1].tag, calls);
    int big = 100000;
    char vbuf[big];
    memset(vbuf, 7, (size_t)big);
    printf("vbuf sum sample=%d total=%ld\n", vbuf[0] + vbuf[big - 1], total);
    return (int)(total & 0x7f);
}
