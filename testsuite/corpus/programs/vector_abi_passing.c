/* GCC vector types by value: 8-byte vectors (<2 x i32>, <8 x i8>, <2 x float>), 16-byte
   vectors in XMM registers (<4 x i32>, <2 x double>, <16 x i8>), 32- and 64-byte vectors
   (passed in memory without AVX), more vector arguments than XMM registers, vectors in
   structs, and vector returns. */
#include <stdio.h>
#include <stdint.h>

#pragma GCC diagnostic ignored "-Wpsabi" /* 32- and 64-byte vectors without AVX: passed in memory on purpose */

typedef int32_t v2si __attribute__((vector_size(8)));
typedef int8_t v8qi __attribute__((vector_size(8)));
typedef float v2sf __attribute__((vector_size(8)));
typedef int32_t v4si __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef uint8_t v16qu __attribute__((vector_size(16)));
typedef int64_t v4di __attribute__((vector_size(32)));
typedef float v16sf __attribute__((vector_size(64)));
struct withvec { int tag; v4si v; };

__attribute__((noinline)) static v2si f2si(v2si a, v2si b) { return a * b + 1; }
__attribute__((noinline)) static v8qi f8qi(v8qi a) { return a - (v8qi){1, 2, 3, 4, 5, 6, 7, 8}; }
__attribute__((noinline)) static v2sf f2sf(v2sf a, float k) { return a * k; }
__attribute__((noinline)) static v4si f4si(v4si a, v4si b, v4si c) { return (a + b) ^ c; }
__attribute__((noinline)) static v2df f2df(v2df a) { return a / (v2df){2.0, -4.0}; }
__attribute__((noinline)) static v16qu f16qu(v16qu a) { return a + a; }
__attribute__((noinline)) static v4di f4di(v4di a, v4di b) { return a * b - (a >> 2); }
__attribute__((noinline)) static v16sf f16sf(v16sf a) { return a * a; }
__attribute__((noinline)) static struct withvec fsv(struct withvec s) { s.tag++; s.v = s.v << 1; return s; }
__attribute__((noinline)) static int64_t many(v4si a, v4si b, v4si c, v4si d, v4si e, v4si f, v4si g, v4si h, v4si i, v4si j, int k) {
    v4si s = a + b + c + d + e + f + g + h + i * 2 + j * 3;
    return (int64_t)s[0] + s[1] * 10 + s[2] * 100 + s[3] * 1000 + k;
}

int main(void) {
    v2si a = f2si((v2si){3, -4}, (v2si){5, 6});
    v8qi b = f8qi((v8qi){10, 20, 30, 40, 50, 60, 70, -128});
    v2sf c = f2sf((v2sf){1.5f, -0.25f}, 4.0f);
    v4si d = f4si((v4si){1, 2, 3, 4}, (v4si){10, 20, 30, 40}, (v4si){0xff, 0xf0, 0x0f, 0});
    v2df e = f2df((v2df){1.0, 1.0});
    v16qu f = f16qu((v16qu){1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 128, 255});
    v4di g = f4di((v4di){1, -2, 1LL << 40, -7}, (v4di){3, 3, 3, 3});
    v16sf h = f16sf((v16sf){1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16});
    struct withvec s = fsv((struct withvec){7, {1, -1, 1 << 30, 3}});
    printf("a=%d,%d b=%d,%d,%d c=%g,%g d=%d,%d,%d,%d e=%g,%g\n", a[0], a[1], b[0], b[6], b[7], (double)c[0], (double)c[1], d[0], d[1], d[2], d[3], e[0], e[1]);
    printf("f=%d,%d,%d g=%lld,%lld,%lld,%lld h=%g,%g s=%d,%d,%d,%d,%d\n", f[0], f[14], f[15], (long long)g[0], (long long)g[1], (long long)g[2], (long long)g[3], (double)h[0], (double)h[15], s.tag, s.v[0], s.v[1], s.v[2], s.v[3]);
    v4si one = {1, 1, 1, 1};
    printf("many=%lld\n", (long long)many(one, one, one, one, one, one, one, one, (v4si){1, 2, 3, 4}, (v4si){5, 6, 7, 8}, 99));
    return d[0] & 0x7f;
}
