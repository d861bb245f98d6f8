/* Multi-dimensional arrays: 3D/4D static arrays, arrays of arrays passed to functions,
   row/column sums, transposes, sizeof of sub-arrays, and array-of-array-of-struct. */
#include <stdio.h>
#include <string.h>

static int cube[8][9][10]; static short hyper[3][4][5][6]; static char names[5][3][8];
static long plane_sum(int p[9][10]) { long s = 0; for (int i = 0; i < 9; i++) for (int j = 0; j < 10; j++) s += p[i][j]; return s; }
static void transpose(int n, int m, const double a[n][m], double t[m][n]) { for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) t[j][i] = a[i][j]; }
struct cell { char c; int v; };
int main(void) {
    for (int i = 0; i < 8; i++) for (int j = 0; j < 9; j++) for (int k = 0; k < 10; k++) cube[i][j][k] = i * 100 + j * 10 + k;
    for (int i = 0; i < 8; i += 3) printf("plane %d sum=%ld\n", i, plane_sum(cube[i]));
    printf("sizes %zu %zu %zu %zu\n", sizeof cube, sizeof cube[0], sizeof cube[0][0], sizeof hyper[1][2]);
    long hs = 0; for (int a = 0; a < 3; a++) for (int b = 0; b < 4; b++) for (int c = 0; c < 5; c++) for (int d = 0; d < 6; d++) { hyper[a][b][c][d] = (short)(a * 1000 - b * 100 + c * 10 - d); hs += hyper[a][b][c][d] * (d + 1); }
    printf("hyper sum=%ld corner=%d\n", hs, hyper[2][3][4][5]);
    for (int i = 0; i < 5; i++) for (int j = 0; j < 3; j++) snprintf(names[i][j], 8, "n%d_%d", i, j);
    printf("names %s %s %s\n", names[0][0], names[4][2], names[2][1]);
    double a[3][4], t[4][3]; for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) a[i][j] = i + j * 0.1;
    transpose(3, 4, a, t); printf("t[3][2]=%g t[0][1]=%g\n", t[3][2], t[0][1]);
    struct cell g[4][4]; for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) g[i][j] = (struct cell){ (char)('a' + i * 4 + j), i * j };
    int diag = 0; for (int i = 0; i < 4; i++) { diag += g[i][i].v; putchar(g[i][3 - i].c); } printf(" diag=%d\n", diag);
    int (*p)[9][10] = cube + 2; printf("p[1][2][3]=%d\n", p[1][2][3]);
    int colsum[10] = { 0 }; for (int j = 0; j < 9; j++) for (int k = 0; k < 10; k++) colsum[k] += cube[7][j][k]; printf("colsum %d %d\n", colsum[0], colsum[9]);
    return diag;
}
