/* String-keyed hash tables: open addressing with linear probing and tombstones, and
   separate chaining; word frequency counting, resize, delete. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

typedef struct { char *key; int val; int state; } Slot; /* state 0 empty 1 used 2 deleted */
typedef struct { Slot *s; size_t cap, used, tomb; } OA;
static uint64_t hs(const char *k) { uint64_t h = 1469598103934665603ULL; while (*k) { h ^= (unsigned char)*k++; h *= 1099511628211ULL; } return h; }
static void oa_put(OA *t, const char *k, int v);
static void oa_grow(OA *t) { Slot *old = t->s; size_t oc = t->cap; t->cap = oc ? oc * 2 : 8; t->s = calloc(t->cap, sizeof(Slot)); t->used = t->tomb = 0;
    for (size_t i = 0; i < oc; i++) if (old[i].state == 1) { oa_put(t, old[i].key, old[i].val); free(old[i].key); } free(old); }
static Slot *oa_find(OA *t, const char *k) { if (!t->cap) return NULL; size_t i = hs(k) & (t->cap - 1); while (t->s[i].state) { if (t->s[i].state == 1 && !strcmp(t->s[i].key, k)) return &t->s[i]; i = (i + 1) & (t->cap - 1); } return NULL; }
static void oa_put(OA *t, const char *k, int v) {
    if ((t->used + t->tomb + 1) * 4 > t->cap * 3) oa_grow(t);
    Slot *f = oa_find(t, k); if (f) { f->val = v; return; }
    size_t i = hs(k) & (t->cap - 1); while (t->s[i].state == 1) i = (i + 1) & (t->cap - 1);
    if (t->s[i].state == 2) t->tomb--;
    t->s[i].key = strdup(k); t->s[i].val = v; t->s[i].state = 1; t->used++;
}
static int oa_del(OA *t, const char *k) { Slot *f = oa_find(t, k); if (!f) return 0; free(f->key); f->key = NULL; f->state = 2; t->used--; t->tomb++; return 1; }
typedef struct E { char *k; int v; struct E *next; } E;
typedef struct { E **b; size_t nb; } CH;
static int *ch_get(CH *t, const char *k, int create) { size_t i = hs(k) % t->nb; for (E *e = t->b[i]; e; e = e->next) if (!strcmp(e->k, k)) return &e->v; if (!create) return NULL;
    E *e = malloc(sizeof *e); e->k = strdup(k); e->v = 0; e->next = t->b[i]; t->b[i] = e; return &e->v; }

int main(void) {
    const char *text = "it is a truth universally acknowledged that a single man in possession of a good fortune must be in want of a wife "
                       "however little known the feelings or views of such a man may be on his first entering a neighbourhood this truth is so well fixed";
    OA oa = { 0 }; CH ch = { calloc(31, sizeof(E *)), 31 };
    char w[32]; int nw = 0;
    for (int rep = 0; rep < 20; rep++) {
        const char *p = text;
        while (*p) { int n = 0; while (*p && *p != ' ') { if (n < 31) w[n++] = *p; p++; } w[n] = 0; if (*p) p++;
            if (rep % 2) { char num[8]; snprintf(num, sizeof num, "%d", rep); strncat(w, num, sizeof w - strlen(w) - 1); }
            Slot *s = oa_find(&oa, w); oa_put(&oa, w, s ? s->val + 1 : 1); (*ch_get(&ch, w, 1))++; nw++; }
    }
    printf("words=%d oa used=%zu cap=%zu\n", nw, oa.used, oa.cap);
    const char *q[] = { "a", "truth", "man", "of", "wife", "zebra", "a1", "in19" };
    for (int i = 0; i < 8; i++) { Slot *s = oa_find(&oa, q[i]); int *c = ch_get(&ch, q[i], 0); printf("%s: oa=%d ch=%d\n", q[i], s ? s->val : -1, c ? *c : -1); }
    int deleted = 0; for (size_t i = 0; i < oa.cap; i++) if (oa.s[i].state == 1 && oa.s[i].val < 10) { char k[32]; strcpy(k, oa.s[i].key); deleted += oa_del(&oa, k); }
    printf("deleted=%d used=%zu tomb=%zu\n", deleted, oa.used, oa.tomb);
    for (int i = 0; i < 200; i++) { char k[16]; snprintf(k, sizeof k, "key%d", i); oa_put(&oa, k, i); }
    long total = 0; for (size_t i = 0; i < oa.cap; i++) if (oa.s[i].state == 1) total += oa.s[i].val;
    printf("after insert used=%zu cap=%zu total=%ld\n", oa.used, oa.cap, total);
    size_t maxchain = 0; for (size_t i = 0; i < ch.nb; i++) { size_t n = 0; for (E *e = ch.b[i]; e; e = e->next) n++; if (n > maxchain) maxchain = n; }
    printf("chain max=%zu\n", maxchain);
    for (size_t i = 0; i < oa.cap; i++) if (oa.s[i].state == 1) free(oa.s[i].key); free(oa.s);
    for (size_t i = 0; i < ch.nb; i++) for (E *e = ch.b[i]; e;) { E *n = e->next; free(e->k); free(e); e = n; } free(ch.b);
    return (int)(total % 256);
}
