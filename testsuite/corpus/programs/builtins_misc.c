/* Miscellaneous builtins: __builtin_expect, __builtin_unreachable after exhaustive checks,
   __builtin_constant_p, __builtin_choose_expr, __builtin_types_compatible_p,
   __builtin_offsetof, __builtin_assume_aligned, __builtin_prefetch, __builtin_object_size. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

struct rec { char a; int b; double c[3]; };
#define TYPE_NAME(x) __builtin_choose_expr(__builtin_types_compatible_p(__typeof__(x), int), "int", \
                     __builtin_choose_expr(__builtin_types_compatible_p(__typeof__(x), double), "double", "other"))
__attribute__((noinline)) static int classify(unsigned v) {
    unsigned m = v % 4;
    if (m == 0) return 10; if (m == 1) return 20; if (m == 2) return 30; if (m == 3) return 40;
    __builtin_unreachable();
}
__attribute__((noinline)) static int likely_sum(const int *a, int n) { int s = 0; for (int i = 0; i < n; i++) { if (__builtin_expect(a[i] < 0, 0)) s -= a[i] * 2; else s += a[i]; } return s; }
__attribute__((noinline)) static long aligned_sum(const long *p, int n) { const long *q = __builtin_assume_aligned(p, 16); long s = 0; for (int i = 0; i < n; i++) { __builtin_prefetch(q + i + 8); s += q[i]; } return s; }
__attribute__((noinline)) static int sw_unreachable(int k) { switch (k & 3) { case 0: return 1; case 1: return 3; case 2: return 5; case 3: return 7; default: __builtin_unreachable(); } }

int main(void) {
    int x = 0; double d = 0; char c = 0;
    printf("types %s %s %s\n", TYPE_NAME(x), TYPE_NAME(d), TYPE_NAME(c));
    printf("constant_p %d %d\n", __builtin_constant_p(42), __builtin_constant_p("lit"[0]) ? 1 : 1);
    printf("offsetof %zu %zu\n", __builtin_offsetof(struct rec, b), __builtin_offsetof(struct rec, c[2]));
    int t = 0; for (unsigned v = 0; v < 100; v++) t += classify(v) + sw_unreachable((int)v); printf("classify %d\n", t);
    int arr[100]; for (int i = 0; i < 100; i++) arr[i] = (i % 17 == 0) ? -i : i; printf("likely %d\n", likely_sum(arr, 100));
    _Alignas(16) long la[64]; for (int i = 0; i < 64; i++) la[i] = i * 3; printf("aligned %ld\n", aligned_sum(la, 64));
    char buf[10]; printf("objsize %zu\n", __builtin_object_size(buf, 0));
    printf("expect %ld\n", __builtin_expect(5L, 5L));
    return t & 0xff;
}
