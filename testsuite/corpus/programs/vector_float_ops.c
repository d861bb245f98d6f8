/* Floating-point vector arithmetic: <4 x float> and <2 x double> +, -, *, / with exact
   and inexact results, comparisons with NaN lanes producing masks (ordered and
   unordered), mask-selects, negation, lane-wise min/max via comparisons, horizontal sums
   done lane by lane in a fixed order, and 8-lane float vectors split by legalisation. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#pragma GCC diagnostic ignored "-Wpsabi" /* 32-byte vectors without AVX: passed in memory */
#include <math.h>

typedef float v4f __attribute__((vector_size(16)));
typedef double v2d __attribute__((vector_size(16)));
typedef float v8f __attribute__((vector_size(32)));
typedef int v4i __attribute__((vector_size(16)));
typedef long long v2l __attribute__((vector_size(16)));

__attribute__((noinline)) static v4f arith4(v4f a, v4f b) { return (a + b) * (a - b) / (b + (v4f){1, 1, 1, 1}); }
__attribute__((noinline)) static v2d arith2(v2d a, v2d b) { return a * b - a / b; }
__attribute__((noinline)) static v4i lt(v4f a, v4f b) { return a < b; }
__attribute__((noinline)) static v4i ne(v4f a, v4f b) { return a != b; }
__attribute__((noinline)) static v2l ge(v2d a, v2d b) { return a >= b; }
__attribute__((noinline)) static v4f vmin(v4f a, v4f b) { v4i m = a < b; return (v4f)(((v4i)a & m) | ((v4i)b & ~m)); }
__attribute__((noinline)) static v4f neg(v4f a) { return -a; }
__attribute__((noinline)) static v8f arith8(v8f a, v8f b) { return a * b + a; }
static float hsum(v4f v) { return ((v[0] + v[1]) + v[2]) + v[3]; }
static const char *show(float x) { static char buf[16][32]; static int k; k = (k + 1) & 15; if (isnan(x)) return "nan"; snprintf(buf[k], 32, "%a", (double)x); return buf[k]; }

int main(void) {
    v4f a = {1.5f, -2.0f, 0.1f, 1e30f}, b = {0.5f, 4.0f, 0.2f, 1e30f};
    v4f r = arith4(a, b);
    printf("arith4 %s %s %s %s\n", show(r[0]), show(r[1]), show(r[2]), show(r[3]));
    v2d d = arith2((v2d){3.0, 1e-300}, (v2d){0.1, 1e300});
    printf("arith2 %a %a\n", d[0], d[1]);
    v4f n = {NAN, 1.0f, -0.0f, INFINITY}, m = {1.0f, NAN, 0.0f, INFINITY};
    v4i l = lt(n, m), e = ne(n, m);
    v2l g = ge((v2d){NAN, 2.0}, (v2d){1.0, 2.0});
    printf("lt %d %d %d %d ne %d %d %d %d ge %lld %lld\n", l[0], l[1], l[2], l[3], e[0], e[1], e[2], e[3], (long long)g[0], (long long)g[1]);
    v4f mn = vmin(a, b), ng = neg((v4f){0.0f, -1.5f, INFINITY, 2.0f});
    printf("min %s %s %s %s neg %s %s %s %s\n", show(mn[0]), show(mn[1]), show(mn[2]), show(mn[3]), show(ng[0]), show(ng[1]), show(ng[2]), show(ng[3]));
    v8f x8 = {1, 2, 3, 4, 5, 6, 7, 8}, y8 = {0.5f, 0.25f, 0.125f, -1, -2, -4, 1e-3f, 1e3f};
    v8f z8 = arith8(x8, y8);
    printf("arith8");
    for (int i = 0; i < 8; i++) printf(" %s", show(z8[i]));
    printf("\nhsum %s\n", show(hsum(r)));
    return (int)hsum((v4f){1, 2, 3, 4});
}
