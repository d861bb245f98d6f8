/* All-pairs shortest paths with Floyd-Warshall on a 120-vertex weighted digraph
   (including negative edges but no negative cycles), path reconstruction through a
   next-hop matrix, graph diameter and eccentricities, and transitive closure with
   bit rows (Warshall's algorithm on uint64_t words). */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define V 120
#define INF (1 << 29)
static int d[V][V], nxt[V][V];
static uint64_t reach[V][2];

int main(void) {
    unsigned x = 31;
    for (int i = 0; i < V; i++) for (int j = 0; j < V; j++) { d[i][j] = i == j ? 0 : INF; nxt[i][j] = -1; }
    /* potential-based weights keep cycles non-negative: w(u,v) = base + pot[v] - pot[u] */
    int pot[V];
    for (int i = 0; i < V; i++) { x = x * 1103515245u + 12345u; pot[i] = (int)((x >> 8) % 50); }
    for (int e = 0; e < 700; e++) {
        x = x * 1103515245u + 12345u; int u = (int)((x >> 8) % V);
        x = x * 1103515245u + 12345u; int v = (int)((x >> 8) % V);
        if (u == v) continue;
        int w = (int)(x % 20) + 1 + pot[v] - pot[u];
        if (w < d[u][v]) { d[u][v] = w; nxt[u][v] = v; }
        reach[u][v / 64] |= 1ull << (v % 64);
    }
    int negative = 0;
    for (int i = 0; i < V; i++) for (int j = 0; j < V; j++) negative += d[i][j] < 0 && d[i][j] > -INF;
    for (int k = 0; k < V; k++) for (int i = 0; i < V; i++) if (d[i][k] < INF) for (int j = 0; j < V; j++) if (d[k][j] < INF && d[i][k] + d[k][j] < d[i][j]) { d[i][j] = d[i][k] + d[k][j]; nxt[i][j] = nxt[i][k]; }
    for (int k = 0; k < V; k++) for (int i = 0; i < V; i++) if (reach[i][k / 64] >> (k % 64) & 1) { reach[i][0] |= reach[k][0]; reach[i][1] |= reach[k][1]; }
    long total = 0; int pairs = 0, diam = 0, du = 0, dv = 0, closure_bad = 0;
    for (int i = 0; i < V; i++) for (int j = 0; j < V; j++) if (i != j) {
        int r = (int)(reach[i][j / 64] >> (j % 64) & 1);
        if (r != (d[i][j] < INF)) closure_bad++;
        if (d[i][j] < INF) { pairs++; total += d[i][j]; int real = d[i][j] - pot[j] + pot[i]; if (real > diam) { diam = real; du = i; dv = j; } }
    }
    printf("negative edges=%d reachable pairs=%d total=%ld diameter(unshifted)=%d %d->%d closure_bad=%d\n", negative, pairs, total, diam, du, dv, closure_bad);
    printf("path:");
    for (int u = du; u != -1 && u != dv; u = nxt[u][dv]) printf(" %d", u);
    printf(" %d\n", dv);
    return closure_bad ? 100 : diam & 0x7f;
}
