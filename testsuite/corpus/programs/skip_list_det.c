/* A skip list with levels chosen by a deterministic generator: insertion, search,
   deletion, ordered iteration, and level statistics; cross-checked with a sorted array. */
#include <stdio.h>
#include <stdlib.h>

#define MAXLVL 16
struct sk { int key; int val; int lvl; struct sk *next[MAXLVL]; };
static struct sk head = {0, 0, MAXLVL, {0}};
static unsigned rs = 0x2545F491u;
static int rand_level(void) { int l = 1; while (l < MAXLVL) { rs ^= rs << 13; rs ^= rs >> 17; rs ^= rs << 5; if (rs & 3) break; l++; } return l; }
static void put(int k, int v) {
    struct sk *upd[MAXLVL], *x = &head;
    for (int i = MAXLVL - 1; i >= 0; i--) { while (x->next[i] && x->next[i]->key < k) x = x->next[i]; upd[i] = x; }
    x = x->next[0];
    if (x && x->key == k) { x->val = v; return; }
    int l = rand_level();
    struct sk *n = calloc(1, sizeof *n);
    n->key = k; n->val = v; n->lvl = l;
    for (int i = 0; i < l; i++) { n->next[i] = upd[i]->next[i]; upd[i]->next[i] = n; }
}
static struct sk *get(int k) { struct sk *x = &head; for (int i = MAXLVL - 1; i >= 0; i--) while (x->next[i] && x->next[i]->key < k) x = x->next[i]; x = x->next[0]; return x && x->key == k ? x : NULL; }
static int del(int k) {
    struct sk *upd[MAXLVL], *x = &head;
    for (int i = MAXLVL - 1; i >= 0; i--) { while (x->next[i] && x->next[i]->key < k) x = x->next[i]; upd[i] = x; }
    x = x->next[0];
    if (!x || x->key != k) return 0;
    for (int i = 0; i < x->lvl; i++) upd[i]->next[i] = x->next[i];
    free(x);
    return 1;
}
static int present[5000];

int main(void) {
    unsigned x = 9;
    for (int i = 0; i < 6000; i++) { x = x * 1103515245u + 12345u; int k = (int)((x >> 8) % 5000); put(k, i); present[k] = 1; }
    int removed = 0;
    for (int k = 0; k < 5000; k += 3) if (del(k)) { removed++; present[k] = 0; }
    int n = 0, sorted = 1, prev = -1, mismatch = 0, levels[MAXLVL + 1] = {0};
    for (struct sk *p = head.next[0]; p; p = p->next[0]) { n++; if (p->key <= prev) sorted = 0; prev = p->key; levels[p->lvl]++; }
    for (int k = 0; k < 5000; k++) if ((get(k) != NULL) != present[k]) mismatch++;
    printf("count=%d removed=%d sorted=%d mismatch=%d\n", n, removed, sorted, mismatch);
    printf("levels:"); for (int i = 1; i <= 8; i++) printf(" %d", levels[i]); printf("\n");
    struct sk *g = get(4999) ? get(4999) : get(4998);
    printf("sample val=%d\n", g ? g->val : -1);
    return mismatch ? 100 : n & 0x7f;
}
