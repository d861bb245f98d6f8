/* _Bool semantics: conversion from every type, arithmetic, bitwise, in structs/arrays. */
#include <stdio.h>
#include <stdbool.h>
#include <math.h>

struct flags { _Bool a, b; _Bool c : 1; unsigned d : 3; _Bool e : 1; };

__attribute__((noinline)) static _Bool to_bool_i(long long v) { return v; }
__attribute__((noinline)) static _Bool to_bool_d(double v) { return v; }
__attribute__((noinline)) static _Bool to_bool_p(const void *p) { return p; }
__attribute__((noinline)) static int from_bool(_Bool b) { return b + 1; }
__attribute__((noinline)) static _Bool band(_Bool a, _Bool b) { return a & b; }
__attribute__((noinline)) static _Bool bxor(_Bool a, _Bool b) { return a ^ b; }
__attribute__((noinline)) static _Bool bnot(_Bool a) { return !a; }
__attribute__((noinline)) static _Bool ret_cmp(int a, int b) { return a < b; }

int main(void) {
    long long iv[] = { 0, 1, -1, 2, 256, 0x100000000LL, -9223372036854775807LL - 1 };
    for (unsigned i = 0; i < sizeof iv / sizeof iv[0]; i++) printf("int %lld -> %d\n", iv[i], to_bool_i(iv[i]));
    double dv[] = { 0.0, -0.0, 0.5, 1e-320, -1e300, NAN, INFINITY };
    for (unsigned i = 0; i < sizeof dv / sizeof dv[0]; i++) printf("dbl %g -> %d\n", dv[i], to_bool_d(dv[i]));
    int x = 5;
    printf("ptr %d %d\n", to_bool_p(&x), to_bool_p(NULL));
    _Bool t = true, f = false;
    printf("ops %d %d %d %d %d %d\n", band(t, f), band(t, t), bxor(t, t), bxor(t, f), bnot(f), bnot(t));
    printf("arith %d %d %d\n", t + t, from_bool(t), t * 5 - f);
    _Bool inc = 0; inc++; printf("inc %d ", inc); inc++; printf("%d ", inc); inc--; printf("%d ", inc); inc--; printf("%d\n", inc);
    _Bool cmp = ret_cmp(3, 4); printf("cmp %d %d\n", cmp, ret_cmp(4, 3));
    struct flags fl = { 1, 0, 1, 5, 0 };
    fl.d += 4; fl.e = 7; fl.b = 2;
    printf("flags %d %d %d %d %d size=%zu\n", fl.a, fl.b, fl.c, fl.d, fl.e, sizeof fl);
    _Bool arr[17]; int count = 0;
    for (int i = 0; i < 17; i++) arr[i] = (i * 7) % 3;
    for (int i = 0; i < 17; i++) count += arr[i];
    printf("count %d sizeof(_Bool)=%zu\n", count, sizeof(_Bool));
    volatile _Bool vb = 1; vb = !vb; printf("vb %d\n", vb);
    _Bool sh = (_Bool)(1u << 31); printf("sh %d\n", sh);
    return count;
}
