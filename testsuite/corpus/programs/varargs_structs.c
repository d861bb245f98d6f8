/* Structs read with va_arg: small integer structs (one register), {double,double},
   {int,double} mixed-class structs (needing both register classes), structs larger than
   16 bytes (memory class, always in the overflow area), {long double} structs, and
   unions; interleaved with scalars so register save area and overflow area both get used. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <stdarg.h>

typedef struct { short a; char b; } SI;
typedef struct { double x, y; } SD;
typedef struct { int i; double d; } SM;
typedef struct { long v[3]; } SL;
typedef struct { long double v; } SLD;
typedef union { float f; int i; } UF;

__attribute__((noinline)) static double walk(const char *kinds, ...) {
    va_list ap; va_start(ap, kinds);
    double acc = 0;
    for (const char *k = kinds; *k; k++) {
        switch (*k) {
        case 'i': { SI s = va_arg(ap, SI); acc = acc * 2 + s.a + s.b; printf("SI{%d,%d} ", s.a, s.b); } break;
        case 'd': { SD s = va_arg(ap, SD); acc = acc * 2 + s.x - s.y; printf("SD{%g,%g} ", s.x, s.y); } break;
        case 'm': { SM s = va_arg(ap, SM); acc = acc * 2 + s.i * s.d; printf("SM{%d,%g} ", s.i, s.d); } break;
        case 'l': { SL s = va_arg(ap, SL); acc = acc * 2 + (double)(s.v[0] + s.v[1] + s.v[2]); printf("SL{%ld,%ld,%ld} ", s.v[0], s.v[1], s.v[2]); } break;
        case 'L': { SLD s = va_arg(ap, SLD); acc = acc * 2 + (double)s.v; printf("SLD{%Lg} ", s.v); } break;
        case 'u': { UF u = va_arg(ap, UF); acc = acc * 2 + u.f; printf("UF{%g} ", (double)u.f); } break;
        case 'n': { int n = va_arg(ap, int); acc = acc * 2 + n; printf("int{%d} ", n); } break;
        case 'f': { double d = va_arg(ap, double); acc = acc * 2 + d; printf("dbl{%g} ", d); } break;
        }
    }
    va_end(ap);
    printf("\n");
    return acc;
}

int main(void) {
    SI si = {-300, 'x'}; SD sd = {1.5, -2.5}; SM sm = {7, 0.25}; SL sl = {1, -2, 3}; SLD sld = {1e-3L}; UF uf = {.f = 3.5f};
    double a = walk("idmlLun", si, sd, sm, sl, sld, uf, 99);
    double b = walk("nfnfnfnfdddddmmmmm", 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, sd, sd, sd, sd, sd, sm, sm, sm, sm, sm);
    double c = walk("liLlimu", sl, si, sld, sl, si, sm, uf);
    printf("a=%a b=%a c=%a\n", a, b, c);
    return (int)a & 0x7f;
}
