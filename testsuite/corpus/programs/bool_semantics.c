/* _Bool semantics: conversion from integers of every width (any nonzero bit gives 1),
   from floating point (0.5 -> 1, -0.0 -> 0, NaN -> 1), from pointers; bool arithmetic
   and bitwise ops, bools in arrays and structs, bool parameters and returns, !! and
   comparisons combined with & and |. */
#include <stdio.h>
#include <stdbool.h>
#include <stdint.h>
#include <math.h>

__attribute__((noinline)) static bool from_u64(uint64_t v) { return v; }
__attribute__((noinline)) static bool from_i8(int8_t v) { return v; }
__attribute__((noinline)) static bool from_double(double d) { return d; }
__attribute__((noinline)) static bool from_float(float f) { return f; }
__attribute__((noinline)) static bool from_ptr(const void *p) { return p; }
__attribute__((noinline)) static int bool_sum(bool a, bool b, bool c) { return a + b + c; }
__attribute__((noinline)) static bool bool_xor(bool a, bool b) { return a ^ b; }
__attribute__((noinline)) static bool in_range(int x, int lo, int hi) { return (x >= lo) & (x <= hi); }
__attribute__((noinline)) static bool not_b(bool b) { return !b; }
__attribute__((noinline)) static unsigned pack(const bool *b, int n) { unsigned r = 0; for (int i = 0; i < n; i++) r |= (unsigned)b[i] << i; return r; }
struct flags { bool a; bool b; int n; bool c; };
__attribute__((noinline)) static struct flags toggle(struct flags f) { f.a = !f.a; f.c = f.b && f.a; f.n += f.a + f.b + f.c; return f; }

int main(void) {
    volatile uint64_t vals[] = {0, 1, 2, 0x100, 0x100000000ull, 0x8000000000000000ull};
    for (int i = 0; i < 6; i++) printf("%d", from_u64(vals[i]));
    printf(" | i8: %d%d%d\n", from_i8(0), from_i8(-128), from_i8(64));
    volatile double d[] = {0.0, -0.0, 0.5, -1e-300, 4.9e-324, INFINITY, NAN};
    for (int i = 0; i < 7; i++) printf("%d", from_double(d[i]));
    volatile float f[] = {0.0f, -0.0f, 1e-45f, NAN};
    printf(" | float: ");
    for (int i = 0; i < 4; i++) printf("%d", from_float(f[i]));
    int x;
    printf(" | ptr: %d%d\n", from_ptr(&x), from_ptr(NULL));
    printf("bool_sum=%d xor=%d%d%d%d in_range=%d%d%d not=%d%d\n", bool_sum(1, 1, 1), bool_xor(0, 0), bool_xor(0, 1), bool_xor(1, 0), bool_xor(1, 1),
           in_range(5, 1, 10), in_range(0, 1, 10), in_range(11, 1, 10), not_b(0), not_b(1));
    bool arr[20];
    for (int i = 0; i < 20; i++) arr[i] = (i * 7) % 3 == 1;
    printf("pack=%05x sizeof(bool)=%zu\n", pack(arr, 20), sizeof(bool));
    struct flags fl = {false, true, 0, false};
    for (int i = 0; i < 5; i++) { fl = toggle(fl); printf("flags %d %d %d %d\n", fl.a, fl.b, fl.n, fl.c); }
    volatile int a = 3, b = 0;
    bool r1 = a && b, r2 = a || b, r3 = !!a;
    int cnt = r1 + r2 + r3 + (a > b) + (a == 3);
    printf("r1=%d r2=%d r3=%d cnt=%d\n", r1, r2, r3, cnt);
    return cnt + fl.n;
}
