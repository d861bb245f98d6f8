/* A red-black tree with insertion (recolouring and rotations), deletion with fix-up,
   in-order traversal, and invariant checks (root black, no red-red edges, equal black
   heights) after batches of operations on pseudo-random keys. */
#include <stdio.h>
#include <stdlib.h>

enum { RED, BLACK };
struct node { int key; int color; struct node *l, *r, *p; };
static struct node nil_ = {0, BLACK, 0, 0, 0};
#define NIL (&nil_)
static struct node *root = NIL;

static void rot_left(struct node *x) { struct node *y = x->r; x->r = y->l; if (y->l != NIL) y->l->p = x; y->p = x->p; if (x->p == NIL) root = y; else if (x == x->p->l) x->p->l = y; else x->p->r = y; y->l = x; x->p = y; }
static void rot_right(struct node *x) { struct node *y = x->l; x->l = y->r; if (y->r != NIL) y->r->p = x; y->p = x->p; if (x->p == NIL) root = y; else if (x == x->p->r) x->p->r = y; else x->p->l = y; y->r = x; x->p = y; }
static int insert(int key) {
    struct node *y = NIL, *x = root;
    while (x != NIL) { y = x; if (key == x->key) return 0; x = key < x->key ? x->l : x->r; }
    struct node *z = malloc(sizeof *z);
    z->key = key; z->l = z->r = NIL; z->p = y; z->color = RED;
    if (y == NIL) root = z; else if (key < y->key) y->l = z; else y->r = z;
    while (z->p->color == RED) {
        struct node *g = z->p->p;
        if (z->p == g->l) {
            struct node *u = g->r;
            if (u->color == RED) { z->p->color = BLACK; u->color = BLACK; g->color = RED; z = g; }
            else { if (z == z->p->r) { z = z->p; rot_left(z); } z->p->color = BLACK; g->color = RED; rot_right(g); }
        } else {
            struct node *u = g->l;
            if (u->color == RED) { z->p->color = BLACK; u->color = BLACK; g->color = RED; z = g; }
            else { if (z == z->p->l) { z = z->p; rot_right(z); } z->p->color = BLACK; g->color = RED; rot_left(g); }
        }
    }
    root->color = BLACK;
    return 1;
}
static void transplant(struct node *u, struct node *v) { if (u->p == NIL) root = v; else if (u == u->p->l) u->p->l = v; else u->p->r = v; v->p = u->p; }
static struct node *minimum(struct node *x) { while (x->l != NIL) x = x->l; return x; }
static int erase(int key) {
    struct node *z = root;
    while (z != NIL && z->key != key) z = key < z->key ? z->l : z->r;
    if (z == NIL) return 0;
    struct node *y = z, *x; int yc = y->color;
    if (z->l == NIL) { x = z->r; transplant(z, z->r); }
    else if (z->r == NIL) { x = z->l; transplant(z, z->l); }
    else { y = minimum(z->r); yc = y->color; x = y->r; if (y->p == z) x->p = y; else { transplant(y, y->r); y->r = z->r; y->r->p = y; } transplant(z, y); y->l = z->l; y->l->p = y; y->color = z->color; }
    free(z);
    if (yc == BLACK) {
        while (x != root && x->color == BLACK) {
            if (x == x->p->l) {
                struct node *w = x->p->r;
                if (w->color == RED) { w->color = BLACK; x->p->color = RED; rot_left(x->p); w = x->p->r; }
                if (w->l->color == BLACK && w->r->color == BLACK) { w->color = RED; x = x->p; }
                else { if (w->r->color == BLACK) { w->l->color = BLACK; w->color = RED; rot_right(w); w = x->p->r; } w->color = x->p->color; x->p->color = BLACK; w->r->color = BLACK; rot_left(x->p); x = root; }
            } else {
                struct node *w = x->p->l;
                if (w->color == RED) { w->color = BLACK; x->p->color = RED; rot_right(x->p); w = x->p->l; }
                if (w->r->color == BLACK && w->l->color == BLACK) { w->color = RED; x = x->p; }
                else { if (w->l->color == BLACK) { w->r->color = BLACK; w->color = RED; rot_left(w); w = x->p->l; } w->color = x->p->color; x->p->color = BLACK; w->l->color = BLACK; rot_right(x->p); x = root; }
            }
        }
        x->color = BLACK;
    }
    return 1;
}
static int check(struct node *n, int *ok) {
    if (n == NIL) return 1;
    if (n->color == RED && (n->l->color == RED || n->r->color == RED)) *ok = 0;
    if ((n->l != NIL && n->l->key >= n->key) || (n->r != NIL && n->r->key <= n->key)) *ok = 0;
    int a = check(n->l, ok), b = check(n->r, ok);
    if (a != b) *ok = 0;
    return a + (n->color == BLACK);
}
static int height(struct node *n) { if (n == NIL) return 0; int a = height(n->l), b = height(n->r); return 1 + (a > b ? a : b); }
static long inorder_hash(struct node *n, long h) { if (n == NIL) return h; h = inorder_hash(n->l, h); h = (h * 31 + n->key) % 1000000007; return inorder_hash(n->r, h); }
static int count(struct node *n) { return n == NIL ? 0 : 1 + count(n->l) + count(n->r); }

int main(void) {
    unsigned x = 777;
    int ins = 0, del = 0, ok = 1;
    for (int round = 0; round < 5; round++) {
        for (int i = 0; i < 2000; i++) { x = x * 1103515245u + 12345u; ins += insert((int)((x >> 8) % 10000)); }
        for (int i = 0; i < 1000; i++) { x = x * 1103515245u + 12345u; del += erase((int)((x >> 8) % 10000)); }
        int bh = check(root, &ok);
        printf("round %d: size=%d height=%d black_height=%d ok=%d hash=%ld\n", round, count(root), height(root), bh, ok && root->color == BLACK, inorder_hash(root, 0));
    }
    printf("inserted=%d deleted=%d\n", ins, del);
    return ok ? count(root) & 0x7f : 100;
}
