/* Function pointers to functions returning and taking aggregates of every ABI class:
   a table of pointers to functions returning {char}, {int,int}, {double,double},
   {long,double} and 40-byte structs, called indirectly in a loop; a struct of callbacks
   (a vtable) whose methods receive the object by pointer and other structs by value;
   and a function returning a pointer to a function returning a struct. */
#include <stdio.h>

typedef struct { char c; } C1;
typedef struct { int a, b; } I2;
typedef struct { double x, y; } D2;
typedef struct { long l; double d; } LD;
typedef struct { long v[5]; } L5;
static C1 f_c1(int k) { C1 r = {(char)('a' + k % 26)}; return r; }
static I2 f_i2(int k) { I2 r = {k, -k * 3}; return r; }
static D2 f_d2(int k) { D2 r = {k * 0.5, k * -0.25}; return r; }
static LD f_ld(int k) { LD r = {(long)k << 33, k / 8.0}; return r; }
static L5 f_l5(int k) { L5 r; for (int i = 0; i < 5; i++) r.v[i] = (long)k * (i + 1); return r; }
struct shape;
struct vtable { D2 (*center)(const struct shape *); double (*area)(const struct shape *, D2 scale); I2 (*bbox)(const struct shape *); };
struct shape { const struct vtable *vt; D2 origin; double w, h; };
static D2 rect_center(const struct shape *s) { D2 c = {s->origin.x + s->w / 2, s->origin.y + s->h / 2}; return c; }
static double rect_area(const struct shape *s, D2 sc) { return s->w * sc.x * s->h * sc.y; }
static I2 rect_bbox(const struct shape *s) { I2 r = {(int)(s->w + 0.5), (int)(s->h + 0.5)}; return r; }
static double tri_area(const struct shape *s, D2 sc) { return s->w * sc.x * s->h * sc.y / 2; }
static const struct vtable rect_vt = {rect_center, rect_area, rect_bbox}, tri_vt = {rect_center, tri_area, rect_bbox};
typedef LD (*ld_fn)(int);
static ld_fn choose(int k) { (void)k; return f_ld; }

int main(void) {
    C1 (*p1)(int) = f_c1; I2 (*p2)(int) = f_i2; D2 (*p3)(int) = f_d2; L5 (*p5)(int) = f_l5;
    double acc = 0;
    for (int k = 0; k < 10; k++) {
        C1 c = p1(k); I2 i = p2(k); D2 d = p3(k); LD l = choose(k)(k); L5 f = p5(k);
        acc += c.c + i.a + i.b + d.x + d.y + (double)l.l / 1e9 + l.d + (double)(f.v[0] + f.v[4]);
    }
    printf("acc=%a\n", acc);
    struct shape shapes[] = {{&rect_vt, {0, 0}, 4, 3}, {&tri_vt, {1, 1}, 6, 2}, {&rect_vt, {-2, 5}, 1.5, 2.5}};
    for (int i = 0; i < 3; i++) {
        D2 c = shapes[i].vt->center(&shapes[i]);
        I2 bb = shapes[i].vt->bbox(&shapes[i]);
        printf("shape %d center=(%g,%g) area=%g bbox=%dx%d\n", i, c.x, c.y, shapes[i].vt->area(&shapes[i], (D2){2, 0.5}), bb.a, bb.b);
    }
    return (int)acc & 0x7f;
}
