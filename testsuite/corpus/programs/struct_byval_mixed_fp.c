/* Structs mixing float/double/int members: exercises SysV eightbyte classification
   (SSE/INTEGER/MEMORY/X87) and AAPCS HFA rules. */
#include <stdio.h>

typedef struct { float a; } F1;
typedef struct { float a, b; } F2;
typedef struct { float a, b, c; } F3;
typedef struct { float a, b, c, d; } F4;
typedef struct { float a, b, c, d, e; } F5;
typedef struct { double a; } D1;
typedef struct { double a, b; } D2;
typedef struct { double a, b, c; } D3;
typedef struct { double a, b, c, d; } D4;
typedef struct { float f; int i; } FI;
typedef struct { int i; float f; double d; } IFD;
typedef struct { double d; int i; } DI;
typedef struct { char c; double d; } CD;
typedef struct { float f; char c; short s; double d; } FCSD;
typedef struct { long double ld; } LD1;
typedef struct { long double ld; int i; } LDI;
typedef struct { float a[2]; double b; } FAD;
typedef struct { struct { float x, y; } p; struct { float z; } q; } NESTF;
typedef struct { double d; float f; } DF;
typedef struct { _Complex double z; } CZ;

#define PF(x) ((double)(x))
__attribute__((noinline)) static F1 f1(F1 v) { v.a *= 2; return v; }
__attribute__((noinline)) static F2 f2(F2 v) { F2 r = { v.b, v.a + 1 }; return r; }
__attribute__((noinline)) static F3 f3(F3 v) { F3 r = { v.c, v.b, v.a * v.b }; return r; }
__attribute__((noinline)) static F4 f4(F4 v) { F4 r = { v.d, v.c, v.b, v.a - 1 }; return r; }
__attribute__((noinline)) static F5 f5(F5 v) { F5 r = { v.e, v.d, v.c, v.b, v.a + v.e }; return r; }
__attribute__((noinline)) static D1 d1(D1 v) { v.a = -v.a; return v; }
__attribute__((noinline)) static D2 d2(D2 v) { D2 r = { v.b * 3, v.a / 2 }; return r; }
__attribute__((noinline)) static D3 d3(D3 v) { D3 r = { v.c, v.a, v.b }; return r; }
__attribute__((noinline)) static D4 d4(D4 v) { D4 r = { v.a + v.b, v.b + v.c, v.c + v.d, v.d + v.a }; return r; }
__attribute__((noinline)) static FI fi(FI v) { FI r = { (float)v.i, (int)v.f }; return r; }
__attribute__((noinline)) static IFD ifd(IFD v) { IFD r = { v.i * 2, v.f + 0.5f, v.d * v.i }; return r; }
__attribute__((noinline)) static DI di(DI v) { DI r = { v.d + v.i, v.i - 1 }; return r; }
__attribute__((noinline)) static CD cdf(CD v) { CD r = { (char)(v.c + 1), v.d * 10 }; return r; }
__attribute__((noinline)) static FCSD fcsd(FCSD v) { FCSD r = { v.f * 2, (char)(v.c ^ 0x20), (short)(v.s + 1000), -v.d }; return r; }
__attribute__((noinline)) static LD1 ld1(LD1 v) { v.ld = v.ld / 3; return v; }
__attribute__((noinline)) static LDI ldi(LDI v) { LDI r = { v.ld * v.i, v.i + 1 }; return r; }
__attribute__((noinline)) static FAD fad(FAD v) { FAD r = { { v.a[1], (float)v.b }, v.a[0] }; return r; }
__attribute__((noinline)) static NESTF nestf(NESTF v) { NESTF r = { { v.q.z, v.p.x }, { v.p.y } }; return r; }
__attribute__((noinline)) static DF dfn(DF v) { DF r = { v.f, (float)v.d }; return r; }
__attribute__((noinline)) static CZ cz(CZ v) { CZ r = { v.z * v.z }; return r; }
/* many mixed args to exhaust both register classes */
__attribute__((noinline)) static double many(F2 a, D2 b, FI c, DI d, F4 e, D1 f, double g, float h, IFD i, D2 j, F3 k, int l, D4 m) {
    return a.a + a.b + b.a + b.b + c.f + c.i + d.d + d.i + e.a + e.d + f.a + g + h + i.i + i.f + i.d + j.a + j.b + k.a + k.c + l + m.a + m.d;
}

int main(void) {
    F1 a1 = f1((F1){ 1.5f }); printf("F1 %g\n", PF(a1.a));
    F2 a2 = f2((F2){ 1, 2 }); printf("F2 %g %g\n", PF(a2.a), PF(a2.b));
    F3 a3 = f3((F3){ 1.5f, 2.5f, 3.5f }); printf("F3 %g %g %g\n", PF(a3.a), PF(a3.b), PF(a3.c));
    F4 a4 = f4((F4){ 1, 2, 3, 4 }); printf("F4 %g %g %g %g\n", PF(a4.a), PF(a4.b), PF(a4.c), PF(a4.d));
    F5 a5 = f5((F5){ 1, 2, 3, 4, 5 }); printf("F5 %g %g %g %g %g\n", PF(a5.a), PF(a5.b), PF(a5.c), PF(a5.d), PF(a5.e));
    D1 b1 = d1((D1){ 2.25 }); printf("D1 %g\n", b1.a);
    D2 b2 = d2((D2){ 1.25, 7 }); printf("D2 %g %g\n", b2.a, b2.b);
    D3 b3 = d3((D3){ 1, 2, 3 }); printf("D3 %g %g %g\n", b3.a, b3.b, b3.c);
    D4 b4 = d4((D4){ 1, 10, 100, 1000 }); printf("D4 %g %g %g %g\n", b4.a, b4.b, b4.c, b4.d);
    FI c1 = fi((FI){ 3.75f, -9 }); printf("FI %g %d\n", PF(c1.f), c1.i);
    IFD c2 = ifd((IFD){ 6, 1.25f, 0.5 }); printf("IFD %d %g %g\n", c2.i, PF(c2.f), c2.d);
    DI c3 = di((DI){ 0.5, 100 }); printf("DI %g %d\n", c3.d, c3.i);
    CD c4 = cdf((CD){ 'a', 4.5 }); printf("CD %c %g\n", c4.c, c4.d);
    FCSD c5 = fcsd((FCSD){ 1.5f, 'Q', 12, 8.0 }); printf("FCSD %g %c %d %g\n", PF(c5.f), c5.c, c5.s, c5.d);
    LD1 e1 = ld1((LD1){ 1.0L }); printf("LD1 %.20Lg\n", e1.ld);
    LDI e2 = ldi((LDI){ 2.5L, 4 }); printf("LDI %Lg %d\n", e2.ld, e2.i);
    FAD e3 = fad((FAD){ { 1, 2 }, 3 }); printf("FAD %g %g %g\n", PF(e3.a[0]), PF(e3.a[1]), e3.b);
    NESTF e4 = nestf((NESTF){ { 1, 2 }, { 3 } }); printf("NESTF %g %g %g\n", PF(e4.p.x), PF(e4.p.y), PF(e4.q.z));
    DF e5 = dfn((DF){ 9.5, 2.25f }); printf("DF %g %g\n", e5.d, PF(e5.f));
    CZ e6 = cz((CZ){ 1.0 + 2.0 * __builtin_complex(0.0, 1.0) }); printf("CZ %g %g\n", __real__ e6.z, __imag__ e6.z);
    double m = many((F2){ 1, 2 }, (D2){ 3, 4 }, (FI){ 5, 6 }, (DI){ 7, 8 }, (F4){ 9, 10, 11, 12 }, (D1){ 13 }, 14, 15, (IFD){ 16, 17, 18 }, (D2){ 19, 20 }, (F3){ 21, 22, 23 }, 24, (D4){ 25, 26, 27, 28 });
    printf("many %g\n", m);
    return (int)m % 256;
}
