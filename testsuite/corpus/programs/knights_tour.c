/* Knight's tour with Warnsdorff's heuristic on boards 5..8 from several starts, with
   validity checking of each produced tour. */
#include <stdio.h>
#include <string.h>

static const int dx[8] = { 2, 1, -1, -2, -2, -1, 1, 2 }, dy[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
static int board[8][8], N;
static int ok(int x, int y) { return x >= 0 && y >= 0 && x < N && y < N && !board[x][y]; }
static int degree(int x, int y) { int c = 0; for (int k = 0; k < 8; k++) if (ok(x + dx[k], y + dy[k])) c++; return c; }
static int tour(int sx, int sy) {
    memset(board, 0, sizeof board); int x = sx, y = sy; board[x][y] = 1;
    for (int m = 2; m <= N * N; m++) {
        int best = -1, bd = 9;
        for (int k = 0; k < 8; k++) { int nx = x + dx[k], ny = y + dy[k]; if (ok(nx, ny)) { int d = degree(nx, ny); if (d < bd) { bd = d; best = k; } } }
        if (best < 0) return m - 1;
        x += dx[best]; y += dy[best]; board[x][y] = m;
    }
    return N * N;
}
static int valid(void) {
    int px = -1, py = -1;
    for (int m = 1; m <= N * N; m++) { int fx = -1, fy = -1; for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) if (board[i][j] == m) { fx = i; fy = j; }
        if (fx < 0) return 0; if (m > 1) { int ax = fx - px, ay = fy - py; if (!((ax * ax + ay * ay) == 5)) return 0; } px = fx; py = fy; }
    return 1;
}
int main(void) {
    int complete = 0;
    for (N = 5; N <= 8; N++) for (int s = 0; s < 3; s++) { int len = tour(s, (s * 2) % N); int v = len == N * N && valid(); complete += v; printf("N=%d start=(%d,%d) visited=%d complete=%d\n", N, s, (s * 2) % N, len, v); }
    N = 8; tour(0, 0); for (int i = 0; i < 8; i++) { for (int j = 0; j < 8; j++) printf("%3d", board[i][j]); printf("\n"); }
    return complete;
}
