/* Graph algorithms on a generated weighted graph: Dijkstra (binary heap), BFS, DFS
   (iterative), Floyd-Warshall on a subgraph, Kruskal MST with union-find, topological sort. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>

#define V 400
typedef struct { int to, w, next; } Edge;
static Edge edges[V * 12]; static int head[V], ne;
static void add_edge(int a, int b, int w) { edges[ne] = (Edge){ b, w, head[a] }; head[a] = ne++; }
static int hk[V * 12], hv[V * 12], hn;
static void hpush(int k, int v) { int i = hn++; hk[i] = k; hv[i] = v; while (i && hk[(i - 1) / 2] > hk[i]) { int p = (i - 1) / 2, t = hk[p]; hk[p] = hk[i]; hk[i] = t; t = hv[p]; hv[p] = hv[i]; hv[i] = t; i = p; } }
static void hpop(int *k, int *v) { *k = hk[0]; *v = hv[0]; hn--; hk[0] = hk[hn]; hv[0] = hv[hn]; int i = 0;
    for (;;) { int l = 2 * i + 1, m = i; if (l < hn && hk[l] < hk[m]) m = l; if (l + 1 < hn && hk[l + 1] < hk[m]) m = l + 1; if (m == i) break; int t = hk[m]; hk[m] = hk[i]; hk[i] = t; t = hv[m]; hv[m] = hv[i]; hv[i] = t; i = m; } }
static int parent[V];
static int findp(int x) { while (parent[x] != x) { parent[x] = parent[parent[x]]; x = parent[x]; } return x; }
typedef struct { int a, b, w; } WE;
static int cmp_we(const void *x, const void *y) { const WE *a = x, *b = y; return a->w != b->w ? a->w - b->w : (a->a != b->a ? a->a - b->a : a->b - b->b); }

int main(void) {
    memset(head, -1, sizeof head); unsigned s = 12345; static WE all[V * 6]; int na = 0;
    for (int i = 0; i < V; i++) for (int k = 0; k < 5; k++) { s = s * 1103515245u + 12345u; int j = (int)((s >> 8) % V); int w = (int)((s >> 20) % 100) + 1; if (j != i) { add_edge(i, j, w); add_edge(j, i, w); all[na++] = (WE){ i, j, w }; } }
    static int dist[V]; for (int i = 0; i < V; i++) dist[i] = INT_MAX; dist[0] = 0; hpush(0, 0);
    while (hn) { int d, u; hpop(&d, &u); if (d > dist[u]) continue; for (int e = head[u]; e >= 0; e = edges[e].next) { int v = edges[e].to, nd = d + edges[e].w; if (nd < dist[v]) { dist[v] = nd; hpush(nd, v); } } }
    long dsum = 0; int dmax = 0; for (int i = 0; i < V; i++) { dsum += dist[i]; if (dist[i] > dmax) dmax = dist[i]; }
    printf("dijkstra sum=%ld max=%d d[1]=%d d[399]=%d\n", dsum, dmax, dist[1], dist[V - 1]);
    static int lvl[V], q[V]; for (int i = 0; i < V; i++) lvl[i] = -1; int qh = 0, qt = 0; q[qt++] = 0; lvl[0] = 0;
    while (qh < qt) { int u = q[qh++]; for (int e = head[u]; e >= 0; e = edges[e].next) if (lvl[edges[e].to] < 0) { lvl[edges[e].to] = lvl[u] + 1; q[qt++] = edges[e].to; } }
    int maxl = 0; for (int i = 0; i < V; i++) if (lvl[i] > maxl) maxl = lvl[i]; printf("bfs reached=%d depth=%d\n", qt, maxl);
    static int st[V * 12], seen[V]; int sp = 0, order = 0; long osum = 0; st[sp++] = 0;
    while (sp) { int u = st[--sp]; if (seen[u]) continue; seen[u] = 1; osum += (long)u * ++order; for (int e = head[u]; e >= 0; e = edges[e].next) if (!seen[edges[e].to]) st[sp++] = edges[e].to; }
    printf("dfs visited=%d osum=%ld\n", order, osum);
    enum { FW = 60 }; static int fw[FW][FW];
    for (int i = 0; i < FW; i++) for (int j = 0; j < FW; j++) fw[i][j] = i == j ? 0 : 1000000;
    for (int i = 0; i < na; i++) if (all[i].a < FW && all[i].b < FW) { if (all[i].w < fw[all[i].a][all[i].b]) fw[all[i].a][all[i].b] = fw[all[i].b][all[i].a] = all[i].w; }
    for (int k = 0; k < FW; k++) for (int i = 0; i < FW; i++) for (int j = 0; j < FW; j++) if (fw[i][k] + fw[k][j] < fw[i][j]) fw[i][j] = fw[i][k] + fw[k][j];
    long fws = 0; int unreach = 0; for (int i = 0; i < FW; i++) for (int j = 0; j < FW; j++) { if (fw[i][j] >= 1000000) unreach++; else fws += fw[i][j]; }
    printf("floyd sum=%ld unreachable=%d\n", fws, unreach);
    qsort(all, (size_t)na, sizeof(WE), cmp_we); for (int i = 0; i < V; i++) parent[i] = i;
    long mst = 0; int used = 0; for (int i = 0; i < na; i++) { int a = findp(all[i].a), b = findp(all[i].b); if (a != b) { parent[a] = b; mst += all[i].w; used++; } }
    printf("kruskal mst=%ld edges=%d\n", mst, used);
    /* topological sort of DAG: edge i->j if i<j and (i*j)%7==1 */
    static int indeg[V]; int dag_edges = 0; static int topo[V]; int tn = 0;
    for (int i = 0; i < 100; i++) for (int j = i + 1; j < 100; j++) if ((i * j) % 7 == 1) { indeg[j]++; dag_edges++; }
    qh = qt = 0; for (int i = 0; i < 100; i++) if (!indeg[i]) q[qt++] = i;
    while (qh < qt) { int u = q[qh++]; topo[tn++] = u; for (int j = u + 1; j < 100; j++) if ((u * j) % 7 == 1 && --indeg[j] == 0) q[qt++] = j; }
    printf("topo n=%d edges=%d first=%d,%d,%d last=%d\n", tn, dag_edges, topo[0], topo[1], topo[2], topo[tn - 1]);
    return (int)(mst % 256);
}
