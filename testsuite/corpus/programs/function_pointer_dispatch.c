/* Function pointers: tables of pointers with different signatures (int, double, struct
   returns), functions returning function pointers, pointers stored in structs and
   globals, comparisons of function pointers, callbacks with a context pointer, and a
   dispatch loop driven by a table indexed by opcode. */
#include <stdio.h>
#include <string.h>

typedef int (*binop)(int, int);
typedef double (*dfun)(double);
typedef struct { int x, y; } pt;
typedef pt (*ptfun)(pt, int);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int maxi(int a, int b) { return a > b ? a : b; }
static double half(double x) { return x / 2; }
static double sq(double x) { return x * x; }
static pt shift(pt p, int k) { p.x += k; p.y -= k; return p; }
static pt scale(pt p, int k) { p.x *= k; p.y *= k; return p; }
static binop pick(char c) { switch (c) { case '+': return add; case '-': return sub; case '*': return mul; default: return maxi; } }
static const binop table[] = {add, sub, mul, maxi};
static dfun dtable[2] = {half, sq};
static ptfun ptable[] = {shift, scale, shift};
struct obj { const char *name; int (*area)(const struct obj *); int w, h; };
static int rect_area(const struct obj *o) { return o->w * o->h; }
static int tri_area(const struct obj *o) { return o->w * o->h / 2; }
static void for_each(const int *a, int n, void (*cb)(void *, int), void *ctx) { for (int i = 0; i < n; i++) cb(ctx, a[i]); }
static void acc_sum(void *ctx, int v) { *(long *)ctx += v; }
static void acc_max(void *ctx, int v) { int *m = ctx; if (v > *m) *m = v; }
static int (*returns_fp(int which))(int, int) { return table[which & 3]; }

int main(void) {
    int prog[][3] = {{0, 5, 7}, {2, 6, 7}, {1, 3, 10}, {3, -4, -9}, {2, -8, 125}};
    long acc = 0;
    for (int i = 0; i < 5; i++) { int r = table[prog[i][0]](prog[i][1], prog[i][2]); printf("op%d(%d,%d)=%d\n", prog[i][0], prog[i][1], prog[i][2], r); acc += r; }
    const char *ops = "+-*m";
    for (int i = 0; i < 4; i++) printf("pick(%c)(9,4)=%d ", ops[i], pick(ops[i])(9, 4));
    printf("\nreturns_fp(6)(3,4)=%d same=%d diff=%d\n", returns_fp(6)(3, 4), returns_fp(2) == mul, returns_fp(1) == add);
    double d = 10;
    for (int i = 0; i < 6; i++) d = dtable[i & 1](d);
    printf("d=%g\n", d);
    pt p = {1, 2};
    for (int i = 0; i < 3; i++) p = ptable[i](p, i + 2);
    printf("pt=%d,%d\n", p.x, p.y);
    struct obj objs[] = {{"rect", rect_area, 3, 4}, {"tri", tri_area, 5, 6}, {"big", rect_area, 100, 100}};
    for (int i = 0; i < 3; i++) printf("%s area %d\n", objs[i].name, objs[i].area(&objs[i]));
    int data[] = {5, -2, 17, 8, 3};
    long s = 0; int m = -1000;
    for_each(data, 5, acc_sum, &s);
    for_each(data, 5, acc_max, &m);
    printf("sum=%ld max=%d acc=%ld\n", s, m, acc);
    return (int)((acc + s + m) & 0x7f);
}
