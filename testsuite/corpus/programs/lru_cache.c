/* LRU cache: hash map + doubly linked list with O(1) get/put, eviction statistics under
   a skewed deterministic access pattern, compared with a naive array-scan LRU. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

typedef struct E { int key, val; struct E *prev, *next, *hnext; } E;
typedef struct { E **buckets; int nb, cap, size; E head; long hits, misses, evictions; } LRU;
static void lru_init(LRU *c, int cap) { c->nb = cap * 2 + 1; c->buckets = calloc((size_t)c->nb, sizeof(E *)); c->cap = cap; c->size = 0; c->head.prev = c->head.next = &c->head; c->hits = c->misses = c->evictions = 0; }
static unsigned hb(LRU *c, int k) { return (unsigned)(k * 2654435761u) % (unsigned)c->nb; }
static void unlink_(E *e) { e->prev->next = e->next; e->next->prev = e->prev; }
static void push_front(LRU *c, E *e) { e->next = c->head.next; e->prev = &c->head; c->head.next->prev = e; c->head.next = e; }
static E *find(LRU *c, int k) { for (E *e = c->buckets[hb(c, k)]; e; e = e->hnext) if (e->key == k) return e; return NULL; }
static void hremove(LRU *c, E *t) { E **pp = &c->buckets[hb(c, t->key)]; while (*pp != t) pp = &(*pp)->hnext; *pp = t->hnext; }
static int lru_get(LRU *c, int k, int *v) { E *e = find(c, k); if (!e) { c->misses++; return 0; } c->hits++; unlink_(e); push_front(c, e); *v = e->val; return 1; }
static void lru_put(LRU *c, int k, int v) {
    E *e = find(c, k); if (e) { e->val = v; unlink_(e); push_front(c, e); return; }
    if (c->size == c->cap) { E *old = c->head.prev; unlink_(old); hremove(c, old); free(old); c->size--; c->evictions++; }
    e = malloc(sizeof *e); e->key = k; e->val = v; unsigned b = hb(c, k); e->hnext = c->buckets[b]; c->buckets[b] = e; push_front(c, e); c->size++;
}
typedef struct { int key[256]; long stamp[256]; int n, cap; long clock, hits; } Naive;
static int naive_access(Naive *nv, int k) { nv->clock++; for (int i = 0; i < nv->n; i++) if (nv->key[i] == k) { nv->stamp[i] = nv->clock; nv->hits++; return 1; }
    if (nv->n < nv->cap) { nv->key[nv->n] = k; nv->stamp[nv->n++] = nv->clock; return 0; }
    int lo = 0; for (int i = 1; i < nv->n; i++) if (nv->stamp[i] < nv->stamp[lo]) lo = i; nv->key[lo] = k; nv->stamp[lo] = nv->clock; return 0; }

int main(void) {
    int caps[] = { 8, 32, 128 }; uint32_t s;
    for (int ci = 0; ci < 3; ci++) {
        LRU c; lru_init(&c, caps[ci]); Naive nv; memset(&nv, 0, sizeof nv); nv.cap = caps[ci]; s = 1; int mism = 0;
        for (int i = 0; i < 20000; i++) { s = s * 1664525u + 1013904223u; int k = (int)((s >> 8) % 1000); if (s & 0x80000000u) k %= 50; int v;
            int h1 = lru_get(&c, k, &v); if (!h1) lru_put(&c, k, k * 3); else if (v != k * 3) mism++; int h2 = naive_access(&nv, k); if (h1 != h2) mism++; }
        printf("cap=%d hits=%ld misses=%ld evictions=%ld naive_hits=%ld mismatches=%d\n", caps[ci], c.hits, c.misses, c.evictions, nv.hits, mism);
        printf("  mru:"); E *e = c.head.next; for (int i = 0; i < 5 && e != &c.head; i++, e = e->next) printf(" %d", e->key); printf("\n");
        for (e = c.head.next; e != &c.head;) { E *n = e->next; free(e); e = n; } free(c.buckets);
    }
    return 0;
}
