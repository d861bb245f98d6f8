/* Union-find with path compression and union by rank; percolation threshold simulation
   on a grid with a deterministic PRNG, plus connected components count. */
#include <stdio.h>
#include <stdint.h>

#define G 60
static int parent[G * G + 2], rnk[G * G + 2]; static uint8_t open_[G * G];
static int find(int x) { int r = x; while (parent[r] != r) r = parent[r]; while (parent[x] != r) { int n = parent[x]; parent[x] = r; x = n; } return r; }
static void unite(int a, int b) { a = find(a); b = find(b); if (a == b) return; if (rnk[a] < rnk[b]) { int t = a; a = b; b = t; } parent[b] = a; if (rnk[a] == rnk[b]) rnk[a]++; }
static uint32_t st = 12345; static uint32_t rnd(void) { st ^= st << 13; st ^= st >> 17; st ^= st << 5; return st; }

int main(void) {
    double total = 0; int trials = 20;
    for (int t = 0; t < trials; t++) {
        for (int i = 0; i < G * G + 2; i++) { parent[i] = i; rnk[i] = 0; } for (int i = 0; i < G * G; i++) open_[i] = 0;
        int top = G * G, bot = G * G + 1, opened = 0;
        while (find(top) != find(bot)) {
            int c = (int)(rnd() % (G * G)); if (open_[c]) continue; open_[c] = 1; opened++;
            int r = c / G, col = c % G;
            if (r == 0) unite(c, top); if (r == G - 1) unite(c, bot);
            if (r > 0 && open_[c - G]) unite(c, c - G); if (r < G - 1 && open_[c + G]) unite(c, c + G);
            if (col > 0 && open_[c - 1]) unite(c, c - 1); if (col < G - 1 && open_[c + 1]) unite(c, c + 1);
        }
        int comps = 0; for (int i = 0; i < G * G; i++) if (open_[i] && find(i) == i) comps++;
        if (t < 5) printf("trial %d: opened=%d fraction=%.4f components=%d\n", t, opened, opened / (double)(G * G), comps);
        total += opened / (double)(G * G);
    }
    printf("mean threshold=%.4f\n", total / trials);
    return (int)(total / trials * 100);
}
