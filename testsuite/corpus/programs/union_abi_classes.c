/* Unions by value: {float; int} (INTEGER class), {double; long}, {float[2]; double} (SSE),
   {char[12]; float}, {long double; int} (memory), unions of structs, unions containing
   arrays larger than 16 bytes; passed, returned, and reinterpreted through members
   (type punning through unions is defined in C). */
#include <stdio.h>
#include <stdint.h>

typedef union { float f; int i; } UFI;
typedef union { double d; long l; } UDL;
typedef union { float f[2]; double d; } UFD;
typedef union { char c[12]; float f; } UCF;
typedef union { long double ld; int i; } ULD;
typedef union { struct { short a, b; } s; uint32_t u; } USS;
typedef union { int v[6]; char c[24]; } UBIG;

__attribute__((noinline)) static UFI fi_neg(UFI x) { x.i ^= (int)0x80000000u; return x; }
__attribute__((noinline)) static UDL dl_next(UDL x) { x.l += 1; return x; }
__attribute__((noinline)) static UFD fd_swap(UFD x) { float t = x.f[0]; x.f[0] = x.f[1]; x.f[1] = t; return x; }
__attribute__((noinline)) static UCF cf_set(UCF x, float f) { x.f = f; x.c[11] = '!'; return x; }
__attribute__((noinline)) static ULD ld_half(ULD x) { x.ld /= 2; return x; }
__attribute__((noinline)) static USS ss_swap(USS x) { short t = x.s.a; x.s.a = x.s.b; x.s.b = t; return x; }
__attribute__((noinline)) static UBIG big_rev(UBIG x) { UBIG r; for (int i = 0; i < 6; i++) r.v[i] = x.v[5 - i]; return r; }
__attribute__((noinline)) static double many(UFI a, UDL b, UFD c, UCF d, ULD e, USS f, UBIG g, int h) { return a.f + (double)b.l + c.d + d.f + (double)e.ld + f.u + g.v[0] + h; }

int main(void) {
    UFI a = fi_neg((UFI){.f = 2.5f});
    UDL b = dl_next((UDL){.d = 1.0});
    UFD c = fd_swap((UFD){.f = {1.0f, 2.0f}});
    UCF d = cf_set((UCF){.c = "abcdefghijk"}, 0.75f);
    ULD e = ld_half((ULD){.ld = 3.0L});
    USS f = ss_swap((USS){.s = {0x1234, -2}});
    UBIG g = big_rev((UBIG){.v = {1, 2, 3, 4, 5, 6}});
    printf("a.f=%g a.i=%08x b.d=%a b.l=%lx c.d=%a c.f=%g,%g\n", (double)a.f, (unsigned)a.i, b.d, (unsigned long)b.l, c.d, (double)c.f[0], (double)c.f[1]);
    printf("d.f=%g d.c[4..11]=%.7s e.ld=%Lg f.u=%08x g.v=%d..%d g.c[4]=%d\n", (double)d.f, d.c + 4, e.ld, f.u, g.v[0], g.v[5], g.c[4]);
    printf("many=%a sizes %zu %zu %zu %zu %zu\n", many(a, (UDL){.l = 5}, c, d, e, f, g, 7), sizeof(UFD), sizeof(UCF), sizeof(ULD), sizeof(USS), sizeof(UBIG));
    return (int)(f.u & 0x7f);
}
