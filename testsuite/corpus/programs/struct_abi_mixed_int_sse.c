/* Structs mixing integer and floating-point members so that each eightbyte gets its own
   class: {int,float} (one INTEGER eightbyte), {float,int}, {double,int}, {int,double},
   {char,float,short}, {float,char,char,float}, {long,double}, {double,long},
   {int,float,double}; passed and returned by value, interleaved with scalar arguments. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>

typedef struct { int i; float f; } if_;
typedef struct { float f; int i; } fi;
typedef struct { double d; int i; } di;
typedef struct { int i; double d; } id;
typedef struct { char c; float f; short s; } cfs;
typedef struct { float a; char b, c; float d; } fccf;
typedef struct { long l; double d; } ld_;
typedef struct { double d; long l; } dl;
typedef struct { int i; float f; double d; } ifd;

__attribute__((noinline)) static if_ f_if(if_ v, int k) { v.i += k; v.f *= (float)k; return v; }
__attribute__((noinline)) static fi f_fi(fi v, float k) { v.f -= k; v.i ^= 0x55; return v; }
__attribute__((noinline)) static di f_di(double x, di v, int y) { v.d += x; v.i -= y; return v; }
__attribute__((noinline)) static id f_id(id v) { id r = {(int)v.d, (double)v.i + 0.5}; return r; }
__attribute__((noinline)) static cfs f_cfs(cfs v) { v.c++; v.f /= 4; v.s = (short)(v.s * -3); return v; }
__attribute__((noinline)) static fccf f_fccf(fccf v) { fccf r = {v.d, v.c, v.b, v.a}; return r; }
__attribute__((noinline)) static ld_ f_ld(ld_ v, dl w) { ld_ r = {v.l + w.l, v.d * w.d}; return r; }
__attribute__((noinline)) static dl f_dl(dl w, ld_ v) { dl r = {w.d - v.d, w.l * v.l}; return r; }
__attribute__((noinline)) static ifd f_ifd(ifd v, if_ a, fi b) { v.i += a.i + b.i; v.f += a.f + b.f; v.d *= 2; return v; }
__attribute__((noinline)) static double all(if_ a, fi b, di c, id d, cfs e, fccf f, ld_ g, dl h, ifd i, double x, long y) {
    return a.i + a.f + b.f + b.i + c.d + c.i + d.i + d.d + e.c + e.f + e.s + f.a + f.b + f.c + f.d + (double)g.l + g.d + h.d + (double)h.l + i.i + i.f + i.d + x + (double)y;
}

int main(void) {
    volatile int k = 3;
    if_ a = f_if((if_){10, 2.5f}, k);
    fi b = f_fi((fi){8.25f, 0x0f}, 0.25f);
    di c = f_di(1e6, (di){0.5, 100}, k);
    id d = f_id((id){-7, 123.75});
    cfs e = f_cfs((cfs){'a', 10.0f, 1234});
    fccf f = f_fccf((fccf){1.5f, 'x', 'y', -2.5f});
    ld_ g = f_ld((ld_){1L << 40, 1.5}, (dl){2.0, -5});
    dl h = f_dl((dl){10.0, 7}, (ld_){-3, 0.125});
    ifd i = f_ifd((ifd){1, 1.0f, 1.0}, a, b);
    printf("a={%d,%a} b={%a,%d} c={%a,%d} d={%d,%a}\n", a.i, (double)a.f, (double)b.f, b.i, c.d, c.i, d.i, d.d);
    printf("e={%d,%a,%d} f={%a,%d,%d,%a}\n", e.c, (double)e.f, e.s, (double)f.a, f.b, f.c, (double)f.d);
    printf("g={%ld,%a} h={%a,%ld} i={%d,%a,%a}\n", g.l, g.d, h.d, h.l, i.i, (double)i.f, i.d);
    double t = all(a, b, c, d, e, f, g, h, i, 0.001, -99);
    printf("all=%a sizes %zu %zu %zu %zu\n", t, sizeof(if_), sizeof(cfs), sizeof(fccf), sizeof(ifd));
    return (int)((long long)t & 0x7f);
}
