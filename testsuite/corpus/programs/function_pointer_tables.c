/* Function pointers: tables, arrays of pointers returning pointers, callbacks with context,
   pointers to variadic functions, function pointers in structs (vtables), comparing pointers. */
#include <stdio.h>
#include <stdlib.h>
#include <stdarg.h>

typedef long (*binop)(long, long);
static long op_add(long a, long b) { return a + b; }
static long op_sub(long a, long b) { return a - b; }
static long op_mul(long a, long b) { return a * b; }
static long op_div(long a, long b) { return b ? a / b : 0; }
static long op_mod(long a, long b) { return b ? a % b : 0; }
static long op_max(long a, long b) { return a > b ? a : b; }
static const binop ops[] = { op_add, op_sub, op_mul, op_div, op_mod, op_max };
static const char opnames[] = "+-*/%M";

typedef struct Shape Shape;
typedef struct { double (*area)(const Shape *); const char *(*name)(void); void (*scale)(Shape *, double); } VT;
struct Shape { const VT *vt; double a, b; };
static double rect_area(const Shape *s) { return s->a * s->b; }
static const char *rect_name(void) { return "rect"; }
static void rect_scale(Shape *s, double k) { s->a *= k; s->b *= k; }
static double tri_area(const Shape *s) { return 0.5 * s->a * s->b; }
static const char *tri_name(void) { return "tri"; }
static double circ_area(const Shape *s) { return 3.25 * s->a * s->a; }
static const char *circ_name(void) { return "circle"; }
static void circ_scale(Shape *s, double k) { s->a *= k; }
static const VT rect_vt = { rect_area, rect_name, rect_scale }, tri_vt = { tri_area, tri_name, rect_scale }, circ_vt = { circ_area, circ_name, circ_scale };

static int vsum(int n, ...) { va_list ap; va_start(ap, n); int s = 0; while (n--) s += va_arg(ap, int); va_end(ap); return s; }
static int (*get_vsum(void))(int, ...) { return vsum; }
static binop pick(char c) { for (int i = 0; i < 6; i++) if (opnames[i] == c) return ops[i]; return NULL; }
static void apply_all(long *arr, int n, long (*f)(long, long), long k) { for (int i = 0; i < n; i++) arr[i] = f(arr[i], k); }
static int cmp_desc(const void *a, const void *b) { long x = *(const long *)a, y = *(const long *)b; return (x < y) - (x > y); }

int main(void) {
    long vals[] = { 17, -5, 100, 3, 0, -81 };
    for (int i = 0; i < 6; i++) { printf("%c:", opnames[i]); for (int j = 0; j < 6; j++) printf(" %ld", ops[i](vals[j], 7)); printf("\n"); }
    const char *prog = "+3*4-2/3M50%7";
    long acc = 1; for (const char *q = prog; *q; q += 1) { binop f = pick(*q); long n = 0; while (q[1] >= '0' && q[1] <= '9') n = n * 10 + (*++q - '0'); acc = f(acc, n); printf("%ld ", acc); }
    printf("\nacc=%ld\n", acc);
    Shape shapes[] = { { &rect_vt, 3, 4 }, { &tri_vt, 6, 2 }, { &circ_vt, 1.5, 0 }, { &rect_vt, 0.5, 8 } };
    double tot = 0;
    for (int i = 0; i < 4; i++) { shapes[i].vt->scale(&shapes[i], 2); double a = shapes[i].vt->area(&shapes[i]); tot += a; printf("%s %.3f\n", shapes[i].vt->name(), a); }
    printf("tot=%.3f\n", tot);
    printf("vsum via ptr %d\n", get_vsum()(4, 1, 2, 3, 4));
    apply_all(vals, 6, op_mul, 3); apply_all(vals, 6, ops[5], 10);
    qsort(vals, 6, sizeof(long), cmp_desc);
    for (int i = 0; i < 6; i++) printf("%ld ", vals[i]); printf("\n");
    printf("ptr eq %d %d\n", pick('+') == op_add, pick('?') == NULL);
    long (*const *pp)(long, long) = &ops[2]; printf("pp %ld\n", (*pp)(6, 7) + pp[1](50, 5));
    return (int)(acc & 0xff);
}
