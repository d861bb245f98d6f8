/* Self-referential static data: a circular doubly linked list built entirely by static
   initializers, a struct pointing to itself, a tree of nodes with child pointers set at
   compile time, and a table whose entries point to other entries of the same table;
   all traversed at run time and then modified. */
#include <stdio.h>

struct dnode { int v; struct dnode *next, *prev; };
extern struct dnode ring[5];
struct dnode ring[5] = {{10, &ring[1], &ring[4]}, {20, &ring[2], &ring[0]}, {30, &ring[3], &ring[1]}, {40, &ring[4], &ring[2]}, {50, &ring[0], &ring[3]}};
struct self { const char *name; struct self *me; };
static struct self s = {"self", &s};
struct tnode { char key; struct tnode *l, *r; };
static struct tnode t_a = {'a', 0, 0}, t_c = {'c', 0, 0}, t_e = {'e', 0, 0}, t_g = {'g', 0, 0};
static struct tnode t_b = {'b', &t_a, &t_c}, t_f = {'f', &t_e, &t_g};
static struct tnode root = {'d', &t_b, &t_f};
struct state { const char *name; const struct state *on0, *on1; };
extern const struct state states[3];
const struct state states[3] = {{"even0", &states[0], &states[1]}, {"odd1", &states[2], &states[0]}, {"two", &states[1], &states[2]}};

static void inorder(const struct tnode *n, char *out, int *k) { if (!n) return; inorder(n->l, out, k); out[(*k)++] = n->key; inorder(n->r, out, k); }

int main(void) {
    const struct dnode *p = &ring[0];
    for (int i = 0; i < 7; i++) { printf("%d ", p->v); p = p->next; }
    printf("| ");
    for (int i = 0; i < 7; i++) { printf("%d ", p->v); p = p->prev; }
    printf("\n%s %s %d\n", s.name, s.me->me->name, s.me == &s);
    char out[8] = {0}; int k = 0;
    inorder(&root, out, &k);
    printf("inorder %s\n", out);
    /* divisibility by 3 of a binary number, via the state table */
    const char *bits = "110110111001";
    const struct state *st = &states[0];
    for (const char *b = bits; *b; b++) st = *b == '1' ? st->on1 : st->on0;
    printf("%s mod 3 -> %s\n", bits, st->name);
    ring[2].next = &ring[4]; ring[4].prev = &ring[2];
    int sum = 0; p = &ring[0];
    for (int i = 0; i < 4; i++) { sum += p->v; p = p->next; }
    printf("after unlink sum=%d\n", sum);
    return sum & 0x7f;
}
