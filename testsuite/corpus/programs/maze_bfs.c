/* Maze generation with a randomized DFS (explicit stack) and solving with BFS, printing
   the maze and the shortest path, plus dead-end counting. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

#define W 19
#define H 11
static char g[2 * H + 1][2 * W + 2];
static uint32_t rs = 7; static uint32_t rnd(void) { rs = rs * 1103515245u + 12345u; return rs >> 16; }
int main(void) {
    for (int y = 0; y < 2 * H + 1; y++) { memset(g[y], '#', 2 * W + 1); g[y][2 * W + 1] = 0; }
    static int visited[H][W]; int stack[W * H][2], sp = 0; stack[sp][0] = 0; stack[sp][1] = 0; sp++; visited[0][0] = 1; g[1][1] = ' ';
    while (sp) {
        int cx = stack[sp - 1][0], cy = stack[sp - 1][1]; int dirs[4], nd = 0; static const int ddx[4] = { 1, -1, 0, 0 }, ddy[4] = { 0, 0, 1, -1 };
        for (int d = 0; d < 4; d++) { int nx = cx + ddx[d], ny = cy + ddy[d]; if (nx >= 0 && ny >= 0 && nx < W && ny < H && !visited[ny][nx]) dirs[nd++] = d; }
        if (!nd) { sp--; continue; }
        int d = dirs[rnd() % (unsigned)nd]; int nx = cx + ddx[d], ny = cy + ddy[d]; visited[ny][nx] = 1;
        g[2 * cy + 1 + ddy[d]][2 * cx + 1 + ddx[d]] = ' '; g[2 * ny + 1][2 * nx + 1] = ' '; stack[sp][0] = nx; stack[sp][1] = ny; sp++;
    }
    int R = 2 * H + 1, C = 2 * W + 1; static int dist[2 * H + 1][2 * W + 1], prev[2 * H + 1][2 * W + 1]; memset(dist, -1, sizeof dist);
    int q[(2 * H + 1) * (2 * W + 1)], qh = 0, qt = 0; q[qt++] = 1 * C + 1; dist[1][1] = 0;
    while (qh < qt) { int cur = q[qh++], y = cur / C, x = cur % C; static const int ddx[4] = { 1, -1, 0, 0 }, ddy[4] = { 0, 0, 1, -1 };
        for (int d = 0; d < 4; d++) { int ny = y + ddy[d], nx = x + ddx[d]; if (ny >= 0 && nx >= 0 && ny < R && nx < C && g[ny][nx] == ' ' && dist[ny][nx] < 0) { dist[ny][nx] = dist[y][x] + 1; prev[ny][nx] = cur; q[qt++] = ny * C + nx; } } }
    int ty = R - 2, tx = C - 2; printf("shortest path length %d, reachable cells %d\n", dist[ty][tx], qt);
    for (int cur = ty * C + tx; cur != 1 * C + 1; cur = prev[cur / C][cur % C]) g[cur / C][cur % C] = '.';
    g[1][1] = 'S'; g[ty][tx] = 'E';
    for (int y = 0; y < R; y++) printf("%s\n", g[y]);
    int deadends = 0; for (int y = 1; y < R; y += 2) for (int x = 1; x < C; x += 2) { int open = (g[y - 1][x] != '#') + (g[y + 1][x] != '#') + (g[y][x - 1] != '#') + (g[y][x + 1] != '#'); deadends += open == 1; }
    printf("dead ends %d\n", deadends);
    return dist[ty][tx] & 0xff;
}
