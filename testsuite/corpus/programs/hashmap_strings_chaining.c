/* A string-keyed hash map with separate chaining: FNV-1a hashing, insertion with
   growth (rehash at load factor 0.75 into a table twice as large), lookup, update and
   deletion, iteration in bucket order, and statistics of chain lengths; keys and
   values are heap allocated and freed at the end. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

struct entry { char *key; long value; struct entry *next; };
struct map { struct entry **b; size_t nb, n; };
static uint64_t fnv(const char *s) { uint64_t h = 1469598103934665603ull; while (*s) h = (h ^ (unsigned char)*s++) * 1099511628211ull; return h; }
static void grow(struct map *m) {
    size_t nb = m->nb ? m->nb * 2 : 8;
    struct entry **b = calloc(nb, sizeof *b);
    for (size_t i = 0; i < m->nb; i++) for (struct entry *e = m->b[i], *nx; e; e = nx) { nx = e->next; size_t k = fnv(e->key) & (nb - 1); e->next = b[k]; b[k] = e; }
    free(m->b); m->b = b; m->nb = nb;
}
static void put(struct map *m, const char *k, long v) {
    if (m->n + 1 > m->nb * 3 / 4) grow(m);
    size_t i = fnv(k) & (m->nb - 1);
    for (struct entry *e = m->b[i]; e; e = e->next) if (!strcmp(e->key, k)) { e->value = v; return; }
    struct entry *e = malloc(sizeof *e);
    e->key = malloc(strlen(k) + 1); strcpy(e->key, k); e->value = v; e->next = m->b[i]; m->b[i] = e; m->n++;
}
static long *get(struct map *m, const char *k) { if (!m->nb) return NULL; for (struct entry *e = m->b[fnv(k) & (m->nb - 1)]; e; e = e->next) if (!strcmp(e->key, k)) return &e->value; return NULL; }
static int del(struct map *m, const char *k) {
    if (!m->nb) return 0;
    struct entry **pp = &m->b[fnv(k) & (m->nb - 1)];
    for (; *pp; pp = &(*pp)->next) if (!strcmp((*pp)->key, k)) { struct entry *e = *pp; *pp = e->next; free(e->key); free(e); m->n--; return 1; }
    return 0;
}

int main(void) {
    struct map m = {0, 0, 0};
    char key[32];
    for (int i = 0; i < 5000; i++) { snprintf(key, sizeof key, "key-%d-%x", i % 3000, i * 2654435761u); put(&m, key, i); }
    for (int i = 0; i < 3000; i++) { snprintf(key, sizeof key, "w%d", i); put(&m, key, i * i); long *p = get(&m, key); if (p) *p += 1; }
    int deleted = 0;
    for (int i = 0; i < 3000; i += 2) { snprintf(key, sizeof key, "w%d", i); deleted += del(&m, key); }
    long *p = get(&m, "w2999"), *q = get(&m, "w2998");
    printf("size=%zu buckets=%zu deleted=%d w2999=%ld w2998=%s\n", m.n, m.nb, deleted, p ? *p : -1, q ? "present" : "absent");
    size_t hist[8] = {0}, maxc = 0; long vs = 0;
    for (size_t i = 0; i < m.nb; i++) { size_t c = 0; for (struct entry *e = m.b[i]; e; e = e->next) { c++; vs += e->value; } hist[c < 7 ? c : 7]++; if (c > maxc) maxc = c; }
    printf("chains:"); for (int i = 0; i < 8; i++) printf(" %zu", hist[i]); printf(" max=%zu value sum=%ld\n", maxc, vs);
    for (size_t i = 0; i < m.nb; i++) for (struct entry *e = m.b[i], *nx; e; e = nx) { nx = e->next; free(e->key); free(e); }
    free(m.b);
    return (int)(maxc + (size_t)deleted % 100);
}
