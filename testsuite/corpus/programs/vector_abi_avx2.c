/* Vector arguments and results between functions compiled for AVX2 (32-byte vectors in
   ymm registers, 64-byte vectors in two of them, more vector arguments than registers on
   the stack in 32-byte slots, vectors mixed with scalars, structs holding vectors) and
   between baseline functions (16-byte vectors in xmm registers, 8-byte vectors, more than
   eight of them so that some travel on the stack), plus 8-byte vectors of one 64-bit
   element. The AVX2 functions only call each other; main reaches them through a wrapper
   taking pointers, and runs them only when the CPU has AVX2 (checking them against the
   baseline results, so the output is the same either way). */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#pragma GCC diagnostic ignored "-Wpsabi"

typedef int32_t v8si __attribute__((vector_size(32)));
typedef float v8sf __attribute__((vector_size(32)));
typedef double v4df __attribute__((vector_size(32)));
typedef int64_t v8di __attribute__((vector_size(64)));
typedef int32_t v4si __attribute__((vector_size(16)));
typedef float v2sf __attribute__((vector_size(8)));
typedef int16_t v4hi __attribute__((vector_size(8)));
typedef int64_t v1di __attribute__((vector_size(8)));
typedef double v1df __attribute__((vector_size(8)));

struct pair8 { v8si a; int tag; };

#define AVX2 __attribute__((noinline, target("avx2")))

AVX2 static v8si add_mix(v8si a, v8si b, int k, v8si c) { return (a + b) * k - c; }
AVX2 static v8sf fma_like(v8sf a, v8sf b, float s) { return a * b + s; }
AVX2 static v4df scale(v4df a, double s, v4df b) { return a * s + b; }
AVX2 static v8di widen(v8si a) { return __builtin_convertvector(a, v8di) * 3; }
AVX2 static int64_t many(v8si a, v8si b, v8si c, v8si d, v8si e, v8si f, v8si g, v8si h,
                         v8si i, v8si j, int k) {
    v8si s = a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10;
    int64_t t = k;
    for (int n = 0; n < 8; n++) t = t * 3 + s[n];
    return t;
}
AVX2 static struct pair8 in_struct(struct pair8 p, v8si d) {
    p.a = p.a ^ d;
    p.tag += p.a[3];
    return p;
}
AVX2 static v8si pick(v8di w) { return __builtin_convertvector(w >> 1, v8si); }

AVX2 static void run_avx2(int32_t *out, const int32_t *in) {
    v8si a, b, c;
    memcpy(&a, in, 32); memcpy(&b, in + 8, 32); memcpy(&c, in + 16, 32);
    v8si r = add_mix(a, b, 3, c);
    v8sf f = fma_like(__builtin_convertvector(a & 255, v8sf), __builtin_convertvector(b & 255, v8sf), 0.5f);
    v4df d = scale((v4df){in[0] & 15, in[1] & 15, in[2] & 15, in[3] & 15}, 1.25, (v4df){1, 2, 3, 4});
    v8di w = widen(c);
    int64_t m = many(a, b, c, r, a, b, c, r, a, b, 7);
    struct pair8 p = in_struct((struct pair8){a, 5}, b);
    v8si back = pick(w);
    memcpy(out, &r, 32);
    for (int i = 0; i < 8; i++) out[8 + i] = (int32_t)f[i];
    for (int i = 0; i < 4; i++) out[16 + i] = (int32_t)(d[i] * 8);
    for (int i = 0; i < 8; i++) out[20 + i] = (int32_t)(w[i] >> 7);
    out[28] = (int32_t)m; out[29] = (int32_t)(m >> 32);
    memcpy(out + 30, &p.a, 32); out[38] = p.tag;
    memcpy(out + 39, &back, 32);
}

/* The same computations without AVX2 (vectors split into xmm registers or memory). */
__attribute__((noinline)) static v8si add_mix_b(v8si a, v8si b, int k, v8si c) { return (a + b) * k - c; }
__attribute__((noinline)) static v8sf fma_like_b(v8sf a, v8sf b, float s) { return a * b + s; }
__attribute__((noinline)) static v4df scale_b(v4df a, double s, v4df b) { return a * s + b; }
__attribute__((noinline)) static v8di widen_b(v8si a) { return __builtin_convertvector(a, v8di) * 3; }
__attribute__((noinline)) static int64_t many_b(v8si a, v8si b, v8si c, v8si d, v8si e, v8si f,
                                                v8si g, v8si h, v8si i, v8si j, int k) {
    v8si s = a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10;
    int64_t t = k;
    for (int n = 0; n < 8; n++) t = t * 3 + s[n];
    return t;
}
__attribute__((noinline)) static struct pair8 in_struct_b(struct pair8 p, v8si d) {
    p.a = p.a ^ d;
    p.tag += p.a[3];
    return p;
}
__attribute__((noinline)) static v8si pick_b(v8di w) { return __builtin_convertvector(w >> 1, v8si); }

__attribute__((noinline)) static void run_base(int32_t *out, const int32_t *in) {
    v8si a, b, c;
    memcpy(&a, in, 32); memcpy(&b, in + 8, 32); memcpy(&c, in + 16, 32);
    v8si r = add_mix_b(a, b, 3, c);
    v8sf f = fma_like_b(__builtin_convertvector(a & 255, v8sf), __builtin_convertvector(b & 255, v8sf), 0.5f);
    v4df d = scale_b((v4df){in[0] & 15, in[1] & 15, in[2] & 15, in[3] & 15}, 1.25, (v4df){1, 2, 3, 4});
    v8di w = widen_b(c);
    int64_t m = many_b(a, b, c, r, a, b, c, r, a, b, 7);
    struct pair8 p = in_struct_b((struct pair8){a, 5}, b);
    v8si back = pick_b(w);
    memcpy(out, &r, 32);
    for (int i = 0; i < 8; i++) out[8 + i] = (int32_t)f[i];
    for (int i = 0; i < 4; i++) out[16 + i] = (int32_t)(d[i] * 8);
    for (int i = 0; i < 8; i++) out[20 + i] = (int32_t)(w[i] >> 7);
    out[28] = (int32_t)m; out[29] = (int32_t)(m >> 32);
    memcpy(out + 30, &p.a, 32); out[38] = p.tag;
    memcpy(out + 39, &back, 32);
}

/* Baseline vectors: more than eight in xmm registers, 8-byte ones, one-element ones. */
__attribute__((noinline)) static v4si sum10(v4si a, v4si b, v4si c, v4si d, v4si e, v4si f, v4si g,
                                            v4si h, v4si i, v4si j) {
    return a + b + c + d + e + f + g + h + i * 2 + j * 3;
}
__attribute__((noinline)) static v2sf sum10f(v2sf a, v2sf b, v2sf c, v2sf d, v2sf e, v2sf f, v2sf g,
                                             v2sf h, v2sf i, v2sf j) {
    return a + b + c + d + e + f + g + h + i * 2 + j * 3;
}
__attribute__((noinline)) static v4hi mulhi(v4hi a, v4hi b) { return (v4hi)((v4hi)(a * b) >> 2); }
__attribute__((noinline)) static v1di one64(v1di a, v1di b) { return a * b - (a >> 3); }
__attribute__((noinline)) static v1df one_d(v1df a, v1df b) { return a * b + 1; }

int main(void) {
    int32_t in[24];
    uint32_t s = 1234567u;
    for (int i = 0; i < 24; i++) { s = s * 1664525u + 1013904223u; in[i] = (int32_t)(s >> 4) - (1 << 27); }
    int32_t base[47], avx[47];
    run_base(base, in);
    uint64_t h = 14695981039346656037ull;
    for (int i = 0; i < 47; i++) h = (h ^ (uint32_t)base[i]) * 1099511628211ull;
    printf("wide %016llx\n", (unsigned long long)h);
    int same = 1;
    if (__builtin_cpu_supports("avx2")) {
        run_avx2(avx, in);
        same = !memcmp(avx, base, sizeof base);
    }
    printf("avx2 %s\n", same ? "agrees" : "DIFFERS");
    v4si one = {1, 1, 1, 1}, k = {in[0] & 255, in[1] & 255, in[2] & 255, in[3] & 255};
    v4si t = sum10(one, k, one, k, one, k, one, k, (v4si){1, 2, 3, 4}, (v4si){5, 6, 7, 8});
    printf("sum10 %d %d %d %d\n", t[0], t[1], t[2], t[3]);
    v2sf o = {1.5f, -2.0f}, q = {(float)(in[5] & 63), 0.25f};
    v2sf u = sum10f(o, q, o, q, o, q, o, q, (v2sf){1, 2}, (v2sf){3, 4});
    printf("sum10f %g %g\n", (double)u[0], (double)u[1]);
    v4hi mh = mulhi((v4hi){100, -200, 300, -400}, (v4hi){7, 9, -11, 13});
    printf("mulhi %d %d %d %d\n", mh[0], mh[1], mh[2], mh[3]);
    v1di l = one64((v1di){in[6]}, (v1di){in[7] & 0xffff});
    v1df dd = one_d((v1df){1.5}, (v1df){in[8] & 7});
    printf("one64 %lld one_d %g\n", (long long)l[0], dd[0]);
    return (int)(h & 0x7f);
}
