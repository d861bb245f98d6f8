/* Singly and doubly linked lists: insert, delete, reverse, merge sort on lists,
   cycle detection (Floyd), and an intrusive circular list. */
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>

typedef struct Node { int v; struct Node *next; } Node;
typedef struct DNode { struct DNode *prev, *next; double w; } DNode;
static Node *push(Node *h, int v) { Node *n = malloc(sizeof *n); n->v = v; n->next = h; return n; }
static Node *reverse(Node *h) { Node *p = NULL; while (h) { Node *n = h->next; h->next = p; p = h; h = n; } return p; }
static Node *merge(Node *a, Node *b) { Node dummy, *t = &dummy; while (a && b) { if (a->v <= b->v) { t->next = a; a = a->next; } else { t->next = b; b = b->next; } t = t->next; } t->next = a ? a : b; return dummy.next; }
static Node *msort(Node *h) { if (!h || !h->next) return h; Node *slow = h, *fast = h->next; while (fast && fast->next) { slow = slow->next; fast = fast->next->next; } Node *b = slow->next; slow->next = NULL; return merge(msort(h), msort(b)); }
static Node *remove_if(Node *h, int (*pred)(int)) { Node **pp = &h; while (*pp) { if (pred((*pp)->v)) { Node *d = *pp; *pp = d->next; free(d); } else pp = &(*pp)->next; } return h; }
static int is_mult3(int v) { return v % 3 == 0; }
static int has_cycle(Node *h) { Node *s = h, *f = h; while (f && f->next) { s = s->next; f = f->next->next; if (s == f) return 1; } return 0; }
static void print_list(const char *t, Node *h, int max) { printf("%s:", t); for (int i = 0; h && i < max; h = h->next, i++) printf(" %d", h->v); printf("\n"); }
static long sum(Node *h) { long s = 0; for (; h; h = h->next) s += h->v; return s; }
static void free_list(Node *h) { while (h) { Node *n = h->next; free(h); h = n; } }

int main(void) {
    Node *l = NULL; unsigned x = 7; for (int i = 0; i < 500; i++) { x = x * 1664525u + 1013904223u; l = push(l, (int)(x >> 20) - 2048); }
    print_list("orig", l, 10); l = reverse(l); print_list("rev", l, 10);
    l = msort(l); print_list("sorted", l, 10); l = remove_if(l, is_mult3); print_list("no3", l, 10);
    int n = 0; for (Node *p = l; p; p = p->next) n++; printf("len=%d sum=%ld cycle=%d\n", n, sum(l), has_cycle(l));
    Node *last = l; while (last->next) last = last->next; last->next = l->next->next; printf("cycle after link=%d\n", has_cycle(l)); last->next = NULL;
    free_list(l);
    DNode head = { &head, &head, 0 };
    for (int i = 0; i < 20; i++) { DNode *d = malloc(sizeof *d); d->w = i * 1.5; if (i % 2) { d->next = head.next; d->prev = &head; head.next->prev = d; head.next = d; } else { d->prev = head.prev; d->next = &head; head.prev->next = d; head.prev = d; } }
    printf("dlist fwd:"); for (DNode *d = head.next; d != &head; d = d->next) printf(" %g", d->w); printf("\n");
    printf("dlist bwd:"); for (DNode *d = head.prev; d != &head; d = d->prev) printf(" %g", d->w); printf("\n");
    for (DNode *d = head.next; d != &head;) { DNode *nx = d->next; if ((int)d->w % 3 == 0) { d->prev->next = d->next; d->next->prev = d->prev; free(d); } d = nx; }
    double tot = 0; int cnt = 0; for (DNode *d = head.next; d != &head;) { DNode *nx = d->next; tot += d->w; cnt++; free(d); d = nx; }
    printf("dlist remaining=%d tot=%g\n", cnt, tot);
    return cnt;
}
