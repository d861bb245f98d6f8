/* long double in aggregates and arguments: struct {long double} (returned in the x87
   register st0), {long double, int}, {long double, long double}, {float, long double},
   long double mixed with many double and int arguments, arrays of long double in
   structs, and _Complex long double. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>

typedef struct { long double v; } L1;
typedef struct { long double v; int tag; } LI;
typedef struct { long double a, b; } L2;
typedef struct { float f; long double l; } FL;
typedef struct { long double arr[3]; char name[4]; } LA;

__attribute__((noinline)) static L1 l1_half(L1 x) { x.v /= 2; return x; }
__attribute__((noinline)) static LI li_next(LI x) { x.v = x.v * 3 + 1; x.tag++; return x; }
__attribute__((noinline)) static L2 l2_swap(L2 x) { L2 r = {x.b, x.a}; return r; }
__attribute__((noinline)) static FL fl_mix(FL x, long double k) { x.l += x.f * k; x.f = (float)(x.l / 8); return x; }
__attribute__((noinline)) static long double la_sum(LA a) { return a.arr[0] + a.arr[1] + a.arr[2] + a.name[0]; }
__attribute__((noinline)) static long double mixed(double a, long double b, int c, double d, long double e, float f, double g, double h, double i, double j, double k, double l, long double m, int n) {
    return a + b * c - d + e * f + g + h + i + j + k + l + m / n;
}
__attribute__((noinline)) static long double ret_scalar(long double x, long double y) { return x * y - 1; }
__attribute__((noinline)) static _Complex long double cl(_Complex long double z) { return z * z; }

int main(void) {
    volatile long double third = 1.0L / 3;
    L1 a = l1_half(l1_half((L1){third}));
    LI b = {0.5L, 0};
    for (int i = 0; i < 5; i++) b = li_next(b);
    L2 c = l2_swap((L2){third, -third * 2});
    FL d = fl_mix((FL){2.5f, 1e20L}, third);
    LA e = {{third, 2 * third, 3 * third}, "abc"};
    printf("a=%La b=%La,%d c=%La,%La\n", a.v, b.v, b.tag, c.a, c.b);
    printf("d=%a,%La e=%La\n", (double)d.f, d.l, la_sum(e));
    printf("mixed=%La\n", mixed(1.5, third, 3, 0.25, 1e-10L, 2.0f, 1, 2, 3, 4, 5, 6, 1e30L, 7));
    printf("ret_scalar=%La\n", ret_scalar(third, 3));
    _Complex long double z = cl(__builtin_complex(third, 1.0L));
    printf("cl=(%La,%La)\n", __real__ z, __imag__ z);
    printf("sizes L1=%zu LI=%zu L2=%zu FL=%zu LA=%zu\n", sizeof(L1), sizeof(LI), sizeof(L2), sizeof(FL), sizeof(LA));
    return b.tag + (int)b.v % 100;
}
