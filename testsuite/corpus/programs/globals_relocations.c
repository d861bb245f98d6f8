/* Globals pointing at globals: pointers into arrays and struct fields, function pointer
   tables, string tables, self-referential linked structures, pointer arithmetic in
   initializers, const data, and pointers to static locals. */
#include <stdio.h>
#include <stddef.h>

struct node { int val; struct node *next; const char *name; };
int garr[10] = { 0, 1, 4, 9, 16, 25, 36, 49, 64, 81 };
int *gp_mid = &garr[5];
int *gp_end = garr + 10;
const int *gp_const = &garr[9];
int gscalar = 1234;
int *gp_scalar = &gscalar;
int **gpp = &gp_scalar;
struct node n3 = { 3, NULL, "three" };
struct node n2 = { 2, &n3, "two" };
struct node n1 = { 1, &n2, "one" };
struct node ring[3] = { { 10, &ring[1], "r0" }, { 11, &ring[2], "r1" }, { 12, &ring[0], "r2" } };
struct { int a; double b; char c[8]; } rec = { 7, 2.5, "rec" };
double *gp_field = &rec.b;
char *gp_field_str = &rec.c[1];
static const char *const words[] = { "alpha", "beta", "gamma", "delta" };
static const char *const *wp = &words[2];
const char greeting[] = "hello, world";
const char *gtail = greeting + 7;
static int add1(int x) { return x + 1; }
static int dbl(int x) { return x * 2; }
static int sq(int x) { return x * x; }
int (*const funcs[])(int) = { add1, dbl, sq };
int (*const *fp2)(int) = &funcs[1];
struct ops { const char *name; int (*fn)(int); int *counter; };
static int counters[3];
struct ops optab[] = { { "add1", add1, &counters[0] }, { "dbl", dbl, &counters[1] }, { "sq", sq, &counters[2] } };
long addr_diff = (long)sizeof(garr) / (long)sizeof(garr[0]);
char matrix[3][4] = { "abc", "def", "ghi" };
char *row1 = matrix[1];
char *cell = &matrix[2][1];
unsigned char bytes[] = { 1, 2, 3, 4, 5, 6, 7, 8 };
void *vp = bytes + 3;
static int *static_local_ptr(void) { static int hidden = 77; return &hidden; }

int main(void) {
    printf("gp_mid=%d gp_end-garr=%td gp_const=%d\n", *gp_mid, gp_end - garr, *gp_const);
    **gpp += 1; printf("gscalar=%d\n", gscalar);
    for (struct node *p = &n1; p; p = p->next) printf("node %d %s\n", p->val, p->name);
    struct node *r = &ring[0]; int s = 0; for (int i = 0; i < 7; i++) { s += r->val; r = r->next; } printf("ring sum=%d at %s\n", s, r->name);
    *gp_field *= 4; printf("rec.b=%g str=%s\n", rec.b, gp_field_str);
    printf("wp=%s %s\n", *wp, wp[1]);
    printf("gtail=%s\n", gtail);
    for (int i = 0; i < 3; i++) printf("funcs[%d](5)=%d ", i, funcs[i](5)); printf("fp2=%d\n", (*fp2)(21));
    for (int k = 0; k < 10; k++) { struct ops *o = &optab[k % 3]; (*o->counter) += o->fn(k); }
    printf("counters %d %d %d\n", counters[0], counters[1], counters[2]);
    printf("addr_diff=%ld row1=%s cell=%c vp=%d\n", addr_diff, row1, *cell, *(unsigned char *)vp);
    int *h = static_local_ptr(); *h += 1; printf("hidden=%d\n", *static_local_ptr());
    return *gp_mid + s;
}
