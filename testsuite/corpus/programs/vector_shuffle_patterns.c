/* __builtin_shufflevector patterns on every lane width (reverse, interleave low/high,
   even/odd deinterleave, rotations, broadcasts, blends, concatenation and extraction of
   halves, widening and narrowing the lane count, arbitrary two-source masks), OpenCL-style
   ext_vector_type vectors with three elements (float3, int3, short3: widened in
   registers, stored as three elements with the fourth lane as padding) and swizzles, and element insertion into packed arrays of such
   vectors. check-programs: clang-only (ext_vector_type) */
#include <stdio.h>
#include <stdint.h>

#pragma GCC diagnostic ignored "-Wpsabi"

static uint64_t hash = 14695981039346656037ull;
static void mix(const void *p, size_t n) {
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) hash = (hash ^ b[i]) * 1099511628211ull;
}
static uint32_t seed = 12345;
static uint32_t rnd(void) { seed = seed * 1103515245u + 12345u; return seed >> 7; }

typedef uint8_t b16 __attribute__((vector_size(16)));
typedef uint8_t b8 __attribute__((vector_size(8)));
typedef uint8_t b32 __attribute__((vector_size(32)));
typedef uint16_t h8 __attribute__((vector_size(16)));
typedef uint16_t h4 __attribute__((vector_size(8)));
typedef uint16_t h16 __attribute__((vector_size(32)));
typedef uint32_t w4 __attribute__((vector_size(16)));
typedef uint32_t w2 __attribute__((vector_size(8)));
typedef uint32_t w8 __attribute__((vector_size(32)));
typedef uint64_t q2 __attribute__((vector_size(16)));
typedef uint64_t q4 __attribute__((vector_size(32)));
typedef float f4 __attribute__((vector_size(16)));
typedef float f8 __attribute__((vector_size(32)));
typedef double d2 __attribute__((vector_size(16)));
typedef double d4 __attribute__((vector_size(32)));

#define FILL(v, n) for (int i = 0; i < (n); i++) v[i] = rnd()
#define FILLF(v, n) for (int i = 0; i < (n); i++) v[i] = (float)(rnd() % 1000) / 8

__attribute__((noinline)) static void bytes(void) {
    b16 a, b; FILL(a, 16); FILL(b, 16);
    b16 r;
    r = __builtin_shufflevector(a, a, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31); mix(&r, 16);
    r = __builtin_shufflevector(a, a, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 0, 17, 2, 19, 4, 21, 6, 23, 8, 25, 10, 27, 12, 29, 14, 31); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 31, 0, 30, 1, 29, 2, 28, 3, 7, 9, 11, 13, 20, 22, 24, 26); mix(&r, 16);
    b8 lo = __builtin_shufflevector(a, a, 0, 1, 2, 3, 4, 5, 6, 7); mix(&lo, 8);
    b8 hi = __builtin_shufflevector(a, a, 8, 9, 10, 11, 12, 13, 14, 15); mix(&hi, 8);
    b32 cat = __builtin_shufflevector(a, b, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
                                      16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31);
    mix(&cat, 32);
    b16 back = __builtin_shufflevector(lo, hi, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8); mix(&back, 16);
}

__attribute__((noinline)) static void halves(void) {
    h8 a, b; FILL(a, 8); FILL(b, 8);
    h8 r;
    r = __builtin_shufflevector(a, a, 7, 6, 5, 4, 3, 2, 1, 0); mix(&r, 16);
    r = __builtin_shufflevector(a, a, 1, 0, 3, 2, 5, 4, 7, 6); mix(&r, 16);
    r = __builtin_shufflevector(a, a, 2, 1, 0, 3, 7, 4, 5, 6); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 0, 8, 1, 9, 2, 10, 3, 11); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 4, 12, 5, 13, 6, 14, 7, 15); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 0, 2, 4, 6, 8, 10, 12, 14); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 0, 9, 2, 11, 4, 13, 6, 15); mix(&r, 16);
    r = __builtin_shufflevector(a, a, 3, 3, 3, 3, 3, 3, 3, 3); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 15, 3, 9, 0, 12, 7, 1, 8); mix(&r, 16);
    h4 q = __builtin_shufflevector(a, b, 1, 9, 6, 14); mix(&q, 8);
    h16 w = __builtin_shufflevector(q, q, 0, 1, 2, 3, 3, 2, 1, 0, 0, 0, 1, 1, 2, 2, 3, 3); mix(&w, 32);
    h8 n = __builtin_shufflevector(w, w, 15, 13, 11, 9, 7, 5, 3, 1); mix(&n, 16);
}

__attribute__((noinline)) static void words(void) {
    w4 a, b; FILL(a, 4); FILL(b, 4);
    w4 r;
    r = __builtin_shufflevector(a, a, 3, 2, 1, 0); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 0, 4, 1, 5); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 2, 6, 3, 7); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 0, 1, 4, 5); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 6, 7, 2, 3); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 0, 5, 2, 7); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 4, 1, 6, 3); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 1, 2, 3, 4); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 7, 0, 5, 2); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 0, 4, 4, 1); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 3, 5, 6, 7); mix(&r, 16);
    w2 p = __builtin_shufflevector(a, b, 3, 6); mix(&p, 8);
    w8 c = __builtin_shufflevector(a, b, 0, 1, 2, 3, 4, 5, 6, 7); mix(&c, 32);
    w8 c2 = __builtin_shufflevector(c, c, 7, 0, 6, 1, 5, 2, 4, 3); mix(&c2, 32);
    w4 h = __builtin_shufflevector(c2, c2, 4, 5, 6, 7); mix(&h, 16);
    w4 g = __builtin_shufflevector(c, c2, 1, 9, 14, 6); mix(&g, 16);
    q2 x, y; FILL(x, 2); FILL(y, 2);
    q2 z = __builtin_shufflevector(x, y, 1, 2); mix(&z, 16);
    z = __builtin_shufflevector(x, y, 3, 0); mix(&z, 16);
    z = __builtin_shufflevector(x, x, 1, 1); mix(&z, 16);
    q4 zz = __builtin_shufflevector(x, y, 3, 2, 1, 0); mix(&zz, 32);
    zz = __builtin_shufflevector(zz, zz, 1, 3, 0, 2); mix(&zz, 32);
}

__attribute__((noinline)) static void floats(void) {
    f4 a, b; FILLF(a, 4); FILLF(b, 4);
    f4 r = __builtin_shufflevector(a, b, 2, 0, 7, 5); mix(&r, 16);
    r = __builtin_shufflevector(a, b, 0, 4, 1, 5) * 2; mix(&r, 16);
    r = __builtin_shufflevector(a, a, 1, 1, 3, 3) + a; mix(&r, 16);
    f8 w = __builtin_shufflevector(a, b, 0, 4, 1, 5, 2, 6, 3, 7); mix(&w, 32);
    w = __builtin_shufflevector(w, w, 0, 2, 4, 6, 1, 3, 5, 7) - w; mix(&w, 32);
    d2 x = {a[0], b[1]}, y = {a[2], b[3]};
    d2 z = __builtin_shufflevector(x, y, 1, 2); mix(&z, 16);
    d4 zz = __builtin_shufflevector(x, y, 0, 2, 1, 3) * 3; mix(&zz, 32);
    zz = __builtin_shufflevector(zz, zz, 3, 3, 0, 0); mix(&zz, 32);
}

/* Three-element vectors: registers of four lanes, memory of three elements. */
typedef float float3 __attribute__((ext_vector_type(3)));
typedef int int3 __attribute__((ext_vector_type(3)));
typedef float float4 __attribute__((ext_vector_type(4)));
typedef short short3 __attribute__((ext_vector_type(3)));

__attribute__((noinline)) static float3 cross(float3 a, float3 b) { return a.yzx * b.zxy - a.zxy * b.yzx; }
__attribute__((noinline)) static float dot(float3 a, float3 b) { float3 p = a * b; return p.x + p.y + p.z; }
__attribute__((noinline)) static int3 clamp3(int3 v, int lo, int hi) {
    int3 l = lo, h = hi;
    return v < l ? l : (v > h ? h : v);
}

/* The three elements only (the padding lane is never written). */
#define MIX3(v) do { __typeof__((v).x) t_[3] = {(v).x, (v).y, (v).z}; mix(t_, sizeof t_); } while (0)

__attribute__((noinline)) static void threes(void) {
    float3 pts[5];
    int3 ip[5];
    short3 sp[5];
    for (int i = 0; i < 5; i++) {
        pts[i] = (float3){(float)(rnd() % 100) / 4, (float)(rnd() % 100) / 8, (float)(rnd() % 100) / 2};
        ip[i] = (int3){(int)(rnd() % 2000) - 1000, (int)(rnd() % 2000) - 1000, (int)(rnd() % 2000) - 1000};
        sp[i] = __builtin_convertvector(ip[i], short3);
    }
    for (int i = 0; i < 4; i++) {
        float3 c = cross(pts[i], pts[i + 1]);
        float d = dot(c, pts[i]);
        MIX3(c); mix(&d, sizeof d);
        float4 w = c.xyzx; mix(&w, sizeof w);
        pts[i].y = d;
        int3 cl = clamp3(ip[i] * 3, -500, 500); MIX3(cl);
        ip[i].zx = cl.xy;
        sp[i] += (short3){1, 2, 3};
    }
    for (int i = 0; i < 5; i++) { MIX3(pts[i]); MIX3(ip[i]); MIX3(sp[i]); }
}

int main(void) {
    for (int rep = 0; rep < 30; rep++) {
        bytes(); halves(); words(); floats(); threes();
    }
    printf("hash %016llx\n", (unsigned long long)hash);
    return (int)(hash & 0x7f);
}
