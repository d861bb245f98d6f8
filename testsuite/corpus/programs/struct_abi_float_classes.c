/* Structs made only of floating-point members (SSE class): {float}, {float,float},
   {float,float,float}, {float x4}, {double}, {double,double}, {float,double},
   {double,float}, {float[2],double}; passed and returned in XMM registers, more of them
   than there are XMM argument registers (so some go on the stack), and via pointers. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>

typedef struct { float a; } f1;
typedef struct { float a, b; } f2;
typedef struct { float a, b, c; } f3;
typedef struct { float a, b, c, d; } f4;
typedef struct { double a; } d1;
typedef struct { double a, b; } d2;
typedef struct { float a; double b; } fd;
typedef struct { double a; float b; } df;
typedef struct { float a[2]; double b; } fad;

__attribute__((noinline)) static f2 f2_scale(f2 v, float k) { v.a *= k; v.b -= k; return v; }
__attribute__((noinline)) static f3 f3_rot(f3 v) { f3 r = {v.b, v.c, v.a}; return r; }
__attribute__((noinline)) static f4 f4_add(f4 x, f4 y) { f4 r = {x.a + y.a, x.b + y.b, x.c + y.c, x.d + y.d}; return r; }
__attribute__((noinline)) static d2 d2_cross(d2 x, d2 y) { d2 r = {x.a * y.b - x.b * y.a, x.a * y.a + x.b * y.b}; return r; }
__attribute__((noinline)) static fd fd_mix(fd x, df y) { fd r = {x.a + y.b, x.b * y.a}; return r; }
__attribute__((noinline)) static df df_mix(df y, fd x) { df r = {y.a - x.b, y.b * x.a}; return r; }
__attribute__((noinline)) static fad fad_step(fad v) { v.a[0] += 1; v.a[1] *= 2; v.b /= 3; return v; }
__attribute__((noinline)) static double many(f1 a, f2 b, f3 c, f4 d, d1 e, d2 f, fd g, df h, fad i, f2 j, d2 k, f4 l) {
    return a.a + b.a + b.b + c.a + c.b + c.c + d.a + d.b + d.c + d.d + e.a + f.a + f.b + g.a + g.b + h.a + h.b + i.a[0] + i.a[1] + i.b + j.a * j.b + k.a - k.b + l.d;
}
__attribute__((noinline)) static double with_ints(int x, f2 a, long y, d2 b, char z, f4 c) { return x + a.a + (double)y + b.b + z + c.c; }

int main(void) {
    volatile float s = 1.5f;
    f1 a = {s};
    f2 b = f2_scale((f2){s, 2.0f * s}, 3.0f);
    f3 c = f3_rot((f3){1, 2, s});
    f4 d = f4_add((f4){1, 2, 3, 4}, (f4){s, s, -s, 0.25f});
    d1 e = {s * 1e10};
    d2 f = d2_cross((d2){1.25, -2.5}, (d2){s, 4});
    fd g = fd_mix((fd){s, 1e-3}, (df){7.5, 0.5f});
    df h = df_mix((df){100, 0.125f}, (fd){2, 3});
    fad i = fad_step(fad_step((fad){{1, 1}, 81}));
    printf("b=(%a,%a) c=(%a,%a,%a) d=(%a,%a,%a,%a)\n", (double)b.a, (double)b.b, (double)c.a, (double)c.b, (double)c.c, (double)d.a, (double)d.b, (double)d.c, (double)d.d);
    printf("f=(%a,%a) g=(%a,%a) h=(%a,%a) i=(%a,%a,%a)\n", f.a, f.b, (double)g.a, g.b, h.a, (double)h.b, (double)i.a[0], (double)i.a[1], i.b);
    double m = many(a, b, c, d, e, f, g, h, i, b, f, d);
    double w = with_ints(3, b, -40, f, 'A', d);
    printf("many=%a with_ints=%a\n", m, w);
    printf("sizes %zu %zu %zu %zu %zu\n", sizeof(f3), sizeof(fd), sizeof(df), sizeof(fad), sizeof(f4));
    return (int)((long long)m & 0x7f);
}
