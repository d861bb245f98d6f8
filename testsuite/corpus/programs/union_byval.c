/* Unions passed/returned by value, type punning via unions, unions in structs. */
#include <stdio.h>
#include <stdint.h>

typedef union { float f; uint32_t u; unsigned char b[4]; } U4;
typedef union { double d; uint64_t u; int32_t i[2]; } U8;
typedef union { struct { uint32_t lo, hi; } w; uint64_t q; double d; float f[2]; } U8b;
typedef union { long double ld; unsigned char b[16]; } U16;
typedef union { char c; double d; int i[5]; } U20;
typedef struct { int tag; union { int i; double d; const char *s; struct { short a, b; } pair; } v; } Tagged;

__attribute__((noinline)) static U4 neg4(U4 x) { x.u ^= 0x80000000u; return x; }
__attribute__((noinline)) static U8 half8(U8 x) { x.d *= 0.5; return x; }
__attribute__((noinline)) static U8b swap8(U8b x) { uint32_t t = x.w.lo; x.w.lo = x.w.hi; x.w.hi = t; return x; }
__attribute__((noinline)) static U16 id16(U16 x) { x.ld += 1; return x; }
__attribute__((noinline)) static U20 mk20(int k) { U20 u; u.i[0] = k; u.i[1] = k * 2; u.i[2] = k * 3; u.i[3] = k * 4; u.i[4] = k * 5; return u; }
__attribute__((noinline)) static int sum20(U20 u) { return u.i[0] + u.i[1] + u.i[2] + u.i[3] + u.i[4]; }
__attribute__((noinline)) static void show(Tagged t) {
    switch (t.tag) {
    case 0: printf("int %d\n", t.v.i); break;
    case 1: printf("double %g\n", t.v.d); break;
    case 2: printf("str %s\n", t.v.s); break;
    default: printf("pair %d %d\n", t.v.pair.a, t.v.pair.b); break;
    }
}

int main(void) {
    U4 a = { .f = 1.5f }; U4 na = neg4(a); printf("U4 %g %08x %02x\n", (double)na.f, na.u, na.b[3]);
    U8 b = { .d = 10.0 }; U8 hb = half8(b); printf("U8 %g %016llx %d %d\n", hb.d, (unsigned long long)hb.u, hb.i[0], hb.i[1]);
    U8b c = { .q = 0x0123456789abcdefULL }; U8b sc = swap8(c); printf("U8b %016llx %08x\n", (unsigned long long)sc.q, sc.w.lo);
    U16 d; for (int i = 0; i < 16; i++) d.b[i] = 0; d.ld = 2.0L; U16 d2 = id16(d); printf("U16 %Lg ", d2.ld); for (int i = 0; i < 10; i++) printf("%02x", d2.b[i]); printf("\n");
    int s = 0; for (int k = 0; k < 10; k++) s += sum20(mk20(k)); printf("U20 sum=%d size=%zu\n", s, sizeof(U20));
    Tagged ts[] = { { 0, { .i = 42 } }, { 1, { .d = 2.5 } }, { 2, { .s = "hello" } }, { 3, { .pair = { -1, 7 } } } };
    for (int i = 0; i < 4; i++) show(ts[i]);
    /* float bit manipulation through union: fast inverse sqrt */
    U4 q = { .f = 4.0f }; q.u = 0x5f3759df - (q.u >> 1); float y = q.f; y = y * (1.5f - 0.5f * 4.0f * y * y);
    printf("invsqrt(4) ~ %.4f\n", (double)y);
    return (int)(na.u >> 24);
}
