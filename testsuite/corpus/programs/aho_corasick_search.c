/* Multi-pattern string search with an Aho-Corasick automaton (trie with failure links
   computed by BFS, output links), counting every occurrence of a dictionary of
   overlapping patterns in a generated text, cross-checked against naive strstr-style
   counting. */
#include <stdio.h>
#include <string.h>

#define MAXN 2000
static int go_[MAXN][26], fail_[MAXN], out_[MAXN], outlink[MAXN], nodes = 1;
static const char *pats[] = {"he", "she", "his", "hers", "ash", "shah", "a", "aa", "sha", "hash", "ssh", "rsh"};
#define NP ((int)(sizeof pats / sizeof pats[0]))
static int pid[MAXN];

static void insert(const char *s, int id) {
    int u = 0;
    for (; *s; s++) { int c = *s - 'a'; if (!go_[u][c]) go_[u][c] = nodes++; u = go_[u][c]; }
    out_[u] = 1; pid[u] = id;
}
static void build(void) {
    int q[MAXN], qh = 0, qt = 0;
    for (int c = 0; c < 26; c++) if (go_[0][c]) { fail_[go_[0][c]] = 0; q[qt++] = go_[0][c]; }
    while (qh < qt) {
        int u = q[qh++];
        outlink[u] = out_[fail_[u]] ? fail_[u] : outlink[fail_[u]];
        for (int c = 0; c < 26; c++) {
            int v = go_[u][c];
            if (v) { fail_[v] = go_[fail_[u]][c]; q[qt++] = v; }
            else go_[u][c] = go_[fail_[u]][c];
        }
    }
}

int main(void) {
    for (int i = 0; i < NP; i++) insert(pats[i], i);
    build();
    static char text[20001];
    unsigned x = 12345;
    const char alpha[] = "ahsre";
    for (int i = 0; i < 20000; i++) { x = x * 1103515245u + 12345u; text[i] = alpha[(x >> 16) % 5]; }
    text[20000] = 0;
    long counts[NP] = {0};
    int u = 0;
    for (int i = 0; text[i]; i++) {
        u = go_[u][text[i] - 'a'];
        for (int v = out_[u] ? u : outlink[u]; v; v = outlink[v]) counts[pid[v]]++;
    }
    int bad = 0;
    for (int p = 0; p < NP; p++) {
        long naive = 0; size_t len = strlen(pats[p]);
        for (int i = 0; text[i]; i++) naive += strncmp(text + i, pats[p], len) == 0;
        if (naive != counts[p]) bad++;
        printf("%-5s %ld\n", pats[p], counts[p]);
    }
    printf("nodes=%d bad=%d\n", nodes, bad);
    return bad ? 100 : nodes & 0x7f;
}
