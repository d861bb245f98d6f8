/* GCC/Clang vector extensions (vector_size): arithmetic, comparisons, shuffles via
   __builtin_shufflevector-free indexing, passing/returning vectors by value. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef int32_t v4si __attribute__((vector_size(16)));
typedef uint8_t v16qu __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef int64_t v4di __attribute__((vector_size(32)));
typedef int16_t v8hi __attribute__((vector_size(16)));

__attribute__((noinline)) static v4si addmul(v4si a, v4si b, v4si c) { return a + b * c; }
__attribute__((noinline)) static v4sf fma_like(v4sf a, v4sf b) { return a * b + (v4sf){ 1, 2, 3, 4 }; }
__attribute__((noinline)) static void wide(v4di *r, const v4di *a, const v4di *b) { *r = (*a << 3) ^ (*b >> 1); }
__attribute__((noinline)) static v16qu bytes_op(v16qu a, v16qu b) { return (a + b) ^ (a & (v16qu){ 0xf0, 0x0f }); }
__attribute__((noinline)) static v4si cmp(v4si a, v4si b) { return a > b; }
__attribute__((noinline)) static v2df dops(v2df a, v2df b) { return a / b - a; }
__attribute__((noinline)) static v8hi shorts(v8hi a, v8hi b) { return a * b - (a >> 2); }

int main(void) {
    v4si a = { 1, -2, 3, 0x7fffffff }, b = { 10, 20, 30, 1 }, c = { 2, 3, -4, 1 };
    v4si r = addmul(a, b, c); printf("addmul %d %d %d %d\n", r[0], r[1], r[2], (int)((unsigned)r[3]));
    v4si m = cmp(a, b); printf("cmp %d %d %d %d\n", m[0], m[1], m[2], m[3]);
    v4sf f = fma_like((v4sf){ 1.5f, 2.5f, -1, 0 }, (v4sf){ 2, 2, 2, 2 }); printf("float %g %g %g %g\n", (double)f[0], (double)f[1], (double)f[2], (double)f[3]);
    v4di w, wa = { 1, -1, 1LL << 40, 7 }, wb = { -8, 8, 3, 1LL << 62 }; wide(&w, &wa, &wb); printf("wide %lld %lld %lld %lld\n", (long long)w[0], (long long)w[1], (long long)w[2], (long long)w[3]);
    v16qu x, y; for (int i = 0; i < 16; i++) { x[i] = (uint8_t)(i * 17); y[i] = (uint8_t)(250 - i); }
    v16qu z = bytes_op(x, y); printf("bytes"); for (int i = 0; i < 16; i++) printf(" %u", z[i]); printf("\n");
    v2df d = dops((v2df){ 1.0, 9.0 }, (v2df){ 4.0, 3.0 }); printf("double %g %g\n", d[0], d[1]);
    v8hi h = shorts((v8hi){ 1, 2, 3, 4, -5, -6, 300, 32767 }, (v8hi){ 7, 7, 7, 7, 7, 7, 200, 2 }); printf("shorts"); for (int i = 0; i < 8; i++) printf(" %d", h[i]); printf("\n");
    v4si acc = { 0, 0, 0, 0 }; int32_t data[64]; for (int i = 0; i < 64; i++) data[i] = i * i - 100;
    for (int i = 0; i < 64; i += 4) { v4si t; memcpy(&t, &data[i], 16); acc += t; }
    printf("acc %d %d %d %d sum=%d\n", acc[0], acc[1], acc[2], acc[3], acc[0] + acc[1] + acc[2] + acc[3]);
    return (acc[0] + acc[1] + acc[2] + acc[3]) & 0xff;
}
