/* Dijkstra's shortest paths on a generated sparse graph (adjacency lists in arrays) with
   a binary min-heap supporting decrease-key through a position index; path
   reconstruction, comparison with Bellman-Ford on the same graph, and statistics. */
#include <stdio.h>
#include <stdint.h>
#include <limits.h>

#define V 600
#define E 4000
static int head[V], nxt[E], to[E], wt[E], ne;
static long dist[V], dist_bf[V];
static int prev_[V], heap[V], pos[V], hn;
static void add_edge(int a, int b, int w) { to[ne] = b; wt[ne] = w; nxt[ne] = head[a]; head[a] = ne++; }
static void swap(int i, int j) { int t = heap[i]; heap[i] = heap[j]; heap[j] = t; pos[heap[i]] = i; pos[heap[j]] = j; }
static void up(int i) { while (i > 0 && dist[heap[(i - 1) / 2]] > dist[heap[i]]) { swap(i, (i - 1) / 2); i = (i - 1) / 2; } }
static void down(int i) { for (;;) { int l = 2 * i + 1, r = l + 1, m = i; if (l < hn && dist[heap[l]] < dist[heap[m]]) m = l; if (r < hn && dist[heap[r]] < dist[heap[m]]) m = r; if (m == i) return; swap(i, m); i = m; } }
static void dijkstra(int src) {
    for (int i = 0; i < V; i++) { dist[i] = LONG_MAX; prev_[i] = -1; pos[i] = -1; }
    dist[src] = 0; hn = 0; heap[hn] = src; pos[src] = hn++;
    while (hn) {
        int u = heap[0];
        swap(0, --hn); pos[u] = -2; down(0);
        for (int e = head[u]; e != -1; e = nxt[e]) {
            int v = to[e]; long nd = dist[u] + wt[e];
            if (pos[v] == -2 || nd >= dist[v]) continue;
            dist[v] = nd; prev_[v] = u;
            if (pos[v] == -1) { heap[hn] = v; pos[v] = hn++; }
            up(pos[v]);
        }
    }
}
static void bellman_ford(int src) {
    for (int i = 0; i < V; i++) dist_bf[i] = LONG_MAX;
    dist_bf[src] = 0;
    for (int it = 0; it < V; it++) {
        int changed = 0;
        for (int u = 0; u < V; u++) if (dist_bf[u] != LONG_MAX) for (int e = head[u]; e != -1; e = nxt[e]) if (dist_bf[u] + wt[e] < dist_bf[to[e]]) { dist_bf[to[e]] = dist_bf[u] + wt[e]; changed = 1; }
        if (!changed) break;
    }
}

int main(void) {
    for (int i = 0; i < V; i++) head[i] = -1;
    uint32_t x = 99991;
    for (int i = 0; i < E; i++) { x = x * 1664525u + 1013904223u; int a = (int)((x >> 8) % V); x = x * 1664525u + 1013904223u; int b = (int)((x >> 8) % V); add_edge(a, b, (int)(x % 1000) + 1); }
    dijkstra(0);
    bellman_ford(0);
    int reach = 0, same = 1; long far = 0, sum = 0; int far_v = 0;
    for (int i = 0; i < V; i++) { same &= dist[i] == dist_bf[i]; if (dist[i] != LONG_MAX) { reach++; sum += dist[i]; if (dist[i] > far) { far = dist[i]; far_v = i; } } }
    printf("reachable=%d sum=%ld farthest=%d at %ld same_as_bf=%d\n", reach, sum, far_v, far, same);
    printf("path to %d:", far_v);
    int path[V], pl = 0;
    for (int v = far_v; v != -1; v = prev_[v]) path[pl++] = v;
    for (int i = pl - 1; i >= 0; i--) printf(" %d", path[i]);
    printf("\n");
    return same ? pl : 100;
}
