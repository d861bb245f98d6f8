/* Binary search tree and AVL tree: insert, delete, search, in-order traversal,
   height, rotations, and a level-order walk with a queue. */
#include <stdio.h>
#include <stdlib.h>

typedef struct T { int key, h; struct T *l, *r; } T;
static int ht(T *t) { return t ? t->h : 0; }
static int mx(int a, int b) { return a > b ? a : b; }
static void upd(T *t) { t->h = 1 + mx(ht(t->l), ht(t->r)); }
static T *rotr(T *y) { T *x = y->l; y->l = x->r; x->r = y; upd(y); upd(x); return x; }
static T *rotl(T *x) { T *y = x->r; x->r = y->l; y->l = x; upd(x); upd(y); return y; }
static T *bal(T *t) {
    upd(t); int b = ht(t->l) - ht(t->r);
    if (b > 1) { if (ht(t->l->l) < ht(t->l->r)) t->l = rotl(t->l); return rotr(t); }
    if (b < -1) { if (ht(t->r->r) < ht(t->r->l)) t->r = rotr(t->r); return rotl(t); }
    return t;
}
static T *ins(T *t, int k, int avl) { if (!t) { t = calloc(1, sizeof *t); t->key = k; t->h = 1; return t; } if (k < t->key) t->l = ins(t->l, k, avl); else if (k > t->key) t->r = ins(t->r, k, avl); else return t; if (avl) return bal(t); upd(t); return t; }
static T *del(T *t, int k, int avl) {
    if (!t) return NULL;
    if (k < t->key) t->l = del(t->l, k, avl); else if (k > t->key) t->r = del(t->r, k, avl);
    else { if (!t->l || !t->r) { T *c = t->l ? t->l : t->r; free(t); return c; } T *m = t->r; while (m->l) m = m->l; t->key = m->key; t->r = del(t->r, m->key, avl); }
    if (avl) return bal(t); upd(t); return t;
}
static int find(T *t, int k) { while (t) { if (k == t->key) return 1; t = k < t->key ? t->l : t->r; } return 0; }
static long inorder_sum(T *t, int *cnt, int *prev, int *ok) { if (!t) return 0; long s = inorder_sum(t->l, cnt, prev, ok); if (*cnt && t->key <= *prev) *ok = 0; *prev = t->key; (*cnt)++; return s + t->key + inorder_sum(t->r, cnt, prev, ok); }
static void freet(T *t) { if (t) { freet(t->l); freet(t->r); free(t); } }

int main(void) {
    for (int avl = 0; avl < 2; avl++) {
        T *root = NULL; unsigned x = 99;
        for (int i = 0; i < 3000; i++) { x = x * 1103515245u + 12345u; root = ins(root, (int)(x % 10000), avl); }
        for (int i = 0; i < 1000; i++) root = ins(root, i * 10, avl);  /* sorted run hurts plain BST */
        int cnt = 0, prev = 0, ok = 1; long s = inorder_sum(root, &cnt, &prev, &ok);
        printf("%s: count=%d sum=%ld sorted=%d height=%d\n", avl ? "avl" : "bst", cnt, s, ok, ht(root));
        for (int k = 0; k < 10000; k += 3) root = del(root, k, avl);
        cnt = 0; ok = 1; s = inorder_sum(root, &cnt, &prev, &ok);
        int hits = 0; for (int k = 0; k < 10000; k++) hits += find(root, k);
        printf("%s after delete: count=%d sum=%ld sorted=%d height=%d hits=%d\n", avl ? "avl" : "bst", cnt, s, ok, ht(root), hits);
        /* level order of the top 4 levels */
        T *q[64]; int qh = 0, qt = 0; q[qt++] = root; printf("levels:");
        while (qh < qt && qh < 15) { T *n = q[qh++]; printf(" %d", n->key); if (n->l && qt < 64) q[qt++] = n->l; if (n->r && qt < 64) q[qt++] = n->r; }
        printf("\n"); freet(root);
    }
    return 0;
}
