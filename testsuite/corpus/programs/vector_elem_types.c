/* GCC vector extensions on every element type (signed and unsigned 8/16/32/64-bit
   integers, float, double) at 4-, 8-, 16-, 32- and 64-byte vector sizes: arithmetic,
   division and remainder, bitwise operations, shifts by scalars and by vectors of counts,
   comparisons producing lane masks, mask-based selects, negation and complement, scalar
   operands broadcast to vectors, element access with variable indices, and
   __builtin_convertvector between element types. Every result is hashed lane by lane. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#pragma GCC diagnostic ignored "-Wpsabi" /* wide vectors without AVX */

static uint64_t hash = 14695981039346656037ull;
static void mix(const void *p, size_t n) {
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) hash = (hash ^ b[i]) * 1099511628211ull;
}

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t next(void) {
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
    return rng;
}

/* Integer tests for element type T (unsigned variant U) and vector size S. */
#define INT_TEST(NAME, T, U, S)                                                          \
    typedef T NAME##_v __attribute__((vector_size(S)));                                  \
    typedef U NAME##_u __attribute__((vector_size(S)));                                  \
    __attribute__((noinline)) static void NAME(void) {                                    \
        enum { N = S / sizeof(T), W = 8 * sizeof(T) };                                    \
        NAME##_v a, b, c, r;                                                              \
        for (int i = 0; i < N; i++) {                                                     \
            a[i] = (T)next();                                                             \
            b[i] = (T)next();                                                             \
            c[i] = (T)(next() % W);                                                       \
        }                                                                                 \
        if (N > 1) b[1] = a[1]; /* an equal lane */                                      \
        NAME##_v nz = b | 1; /* odd: never zero */                                        \
        NAME##_v pos = (NAME##_v)((NAME##_u)nz >> 1) | 1; /* positive, no overflow */     \
        r = (NAME##_v)((NAME##_u)a + (NAME##_u)b); mix(&r, S);                           \
        r = (NAME##_v)((NAME##_u)a - (NAME##_u)b); mix(&r, S);                           \
        r = (NAME##_v)((NAME##_u)a * (NAME##_u)b); mix(&r, S);                           \
        r = a / pos; mix(&r, S);                                                          \
        r = a % pos; mix(&r, S);                                                          \
        NAME##_u ur = (NAME##_u)a / (NAME##_u)nz; mix(&ur, S);                            \
        ur = (NAME##_u)a % (NAME##_u)nz; mix(&ur, S);                                     \
        r = a & b; mix(&r, S);                                                            \
        r = a | b; mix(&r, S);                                                            \
        r = a ^ b; mix(&r, S);                                                            \
        r = ~a; mix(&r, S);                                                               \
        r = (NAME##_v)(-(NAME##_u)a); mix(&r, S);                                        \
        r = (NAME##_v)((NAME##_u)a << (NAME##_u)c); mix(&r, S);                           \
        r = a >> c; mix(&r, S);                                                           \
        ur = (NAME##_u)a >> (NAME##_u)c; mix(&ur, S);                                     \
        int k = (int)(next() % W);                                                        \
        r = (NAME##_v)((NAME##_u)a << k); mix(&r, S);                                     \
        r = a >> k; mix(&r, S);                                                           \
        ur = (NAME##_u)a >> k; mix(&ur, S);                                               \
        r = a >> (W - 1); mix(&r, S);                                                     \
        r = (NAME##_v)((NAME##_u)a + 3); mix(&r, S);                                     \
        r = (NAME##_v)(100 - (NAME##_u)a); mix(&r, S);                                   \
        r = (NAME##_v)(a == b); mix(&r, S);                                               \
        r = (NAME##_v)(a != b); mix(&r, S);                                               \
        r = (NAME##_v)(a < b); mix(&r, S);                                                \
        r = (NAME##_v)(a <= b); mix(&r, S);                                               \
        r = (NAME##_v)(a > b); mix(&r, S);                                                \
        r = (NAME##_v)(a >= b); mix(&r, S);                                               \
        r = (NAME##_v)((NAME##_u)a < (NAME##_u)b); mix(&r, S);                            \
        r = (NAME##_v)((NAME##_u)a >= (NAME##_u)b); mix(&r, S);                           \
        NAME##_v m = (NAME##_v)(a > b);                                                   \
        r = (a & m) | (b & ~m); /* max */ mix(&r, S);                                     \
        int idx = (int)(next() % N);                                                      \
        T e = a[idx]; mix(&e, sizeof e);                                                  \
        r = a; r[idx] = b[0]; r[N - 1 - idx] = (T)((U)r[N - 1 - idx] + 7); mix(&r, S);   \
        U sum = 0;                                                                        \
        for (int i = 0; i < N; i++) sum += (U)(a[i] ^ b[i]);                              \
        mix(&sum, sizeof sum);                                                            \
    }

INT_TEST(i8x4, int8_t, uint8_t, 4)
INT_TEST(i8x8, int8_t, uint8_t, 8)
INT_TEST(i8x16, int8_t, uint8_t, 16)
INT_TEST(i8x32, int8_t, uint8_t, 32)
INT_TEST(i16x4, int16_t, uint16_t, 8)
INT_TEST(i16x8, int16_t, uint16_t, 16)
INT_TEST(i16x16, int16_t, uint16_t, 32)
INT_TEST(i32x2, int32_t, uint32_t, 8)
INT_TEST(i32x4, int32_t, uint32_t, 16)
INT_TEST(i32x8, int32_t, uint32_t, 32)
INT_TEST(i32x16, int32_t, uint32_t, 64)
INT_TEST(i64x2, int64_t, uint64_t, 16)
INT_TEST(i64x4, int64_t, uint64_t, 32)
INT_TEST(i64x8, int64_t, uint64_t, 64)

/* Float tests: small exact inputs, no NaN arithmetic; comparisons include NaN lanes. */
#define FLOAT_TEST(NAME, T, I, S)                                                        \
    typedef T NAME##_v __attribute__((vector_size(S)));                                  \
    typedef I NAME##_m __attribute__((vector_size(S)));                                  \
    __attribute__((noinline)) static void NAME(void) {                                    \
        enum { N = S / sizeof(T) };                                                       \
        NAME##_v a, b, r;                                                                 \
        for (int i = 0; i < N; i++) {                                                     \
            a[i] = (T)((int)(next() % 2001) - 1000) / 8;                                  \
            b[i] = (T)((int)(next() % 2001) - 1000) / 4 + (T)0.5;                         \
        }                                                                                 \
        if (N > 1) b[1] = a[1];                                                           \
        r = a + b; mix(&r, S);                           \
        r = a - b; mix(&r, S);                           \
        r = a * b; mix(&r, S);                           \
        r = a / b; mix(&r, S);                                                            \
        r = -a; mix(&r, S);                                        \
        r = a * 2 + 1; mix(&r, S);                                                        \
        NAME##_m m;                                                                       \
        m = a == b; mix(&m, S);                                                           \
        m = a != b; mix(&m, S);                                                           \
        m = a < b; mix(&m, S);                                                            \
        m = a <= b; mix(&m, S);                                                           \
        m = a > b; mix(&m, S);                                                            \
        m = a >= b; mix(&m, S);                                                           \
        NAME##_v n = a;                                                                   \
        n[0] = __builtin_nan("");                                                         \
        m = n < b; mix(&m, S);                                                            \
        m = n != b; mix(&m, S);                                                           \
        m = n == n; mix(&m, S);                                                           \
        m = a < b;                                                                        \
        r = (NAME##_v)(((NAME##_m)a & m) | ((NAME##_m)b & ~m)); /* min */ mix(&r, S);     \
        NAME##_m ic = __builtin_convertvector(a * 4, NAME##_m); mix(&ic, S);              \
        r = __builtin_convertvector(ic, NAME##_v); mix(&r, S);                            \
        int idx = (int)(next() % N);                                                      \
        T e = a[idx]; mix(&e, sizeof e);                                                  \
        r = a; r[idx] = b[0]; mix(&r, S);                                                 \
    }

FLOAT_TEST(f32x2, float, int32_t, 8)
FLOAT_TEST(f32x4, float, int32_t, 16)
FLOAT_TEST(f32x8, float, int32_t, 32)
FLOAT_TEST(f32x16, float, int32_t, 64)
FLOAT_TEST(f64x2, double, int64_t, 16)
FLOAT_TEST(f64x4, double, int64_t, 32)

/* Conversions between element widths and kinds. */
typedef int8_t c8 __attribute__((vector_size(8)));
typedef uint8_t uc8 __attribute__((vector_size(8)));
typedef int16_t s8 __attribute__((vector_size(16)));
typedef uint16_t us8 __attribute__((vector_size(16)));
typedef int32_t i8v __attribute__((vector_size(32)));
typedef uint32_t u8v __attribute__((vector_size(32)));
typedef int64_t l8 __attribute__((vector_size(64)));
typedef uint64_t ul8 __attribute__((vector_size(64)));
typedef float f8 __attribute__((vector_size(32)));
typedef double d8 __attribute__((vector_size(64)));

__attribute__((noinline)) static void conversions(void) {
    c8 a; uc8 ua; l8 big;
    for (int i = 0; i < 8; i++) { a[i] = (int8_t)next(); ua[i] = (uint8_t)next(); big[i] = (int64_t)next(); }
    s8 s = __builtin_convertvector(a, s8); mix(&s, sizeof s);
    us8 us = __builtin_convertvector(ua, us8); mix(&us, sizeof us);
    i8v w = __builtin_convertvector(a, i8v); mix(&w, sizeof w);
    u8v uw = __builtin_convertvector(ua, u8v); mix(&uw, sizeof uw);
    l8 l = __builtin_convertvector(a, l8); mix(&l, sizeof l);
    ul8 ul = __builtin_convertvector(ua, ul8); mix(&ul, sizeof ul);
    c8 back = __builtin_convertvector(big, c8); mix(&back, sizeof back);
    s8 back16 = __builtin_convertvector(big, s8); mix(&back16, sizeof back16);
    i8v back32 = __builtin_convertvector(big, i8v); mix(&back32, sizeof back32);
    f8 f = __builtin_convertvector(w, f8); mix(&f, sizeof f);
    f = __builtin_convertvector(uw, f8); mix(&f, sizeof f);
    d8 d = __builtin_convertvector(w, d8); mix(&d, sizeof d);
    d = __builtin_convertvector(l, d8); mix(&d, sizeof d);
    d = __builtin_convertvector(ul, d8); mix(&d, sizeof d);
    f = __builtin_convertvector(d, f8); mix(&f, sizeof f);
    d = __builtin_convertvector(f * (f8){0.5f, 1.5f, -2.25f, 3, 4, 5, 6, 7}, d8); mix(&d, sizeof d);
    i8v t = __builtin_convertvector(f, i8v); mix(&t, sizeof t);
    l8 t64 = __builtin_convertvector(d * 1000.0, l8); mix(&t64, sizeof t64);
    ul8 tu64 = __builtin_convertvector(d * d, ul8); mix(&tu64, sizeof tu64);
    u8v tu32 = __builtin_convertvector(f * f, u8v); mix(&tu32, sizeof tu32);
    c8 t8 = __builtin_convertvector(f / 1000, c8); mix(&t8, sizeof t8);
}

int main(void) {
    void (*tests[])(void) = {i8x4, i8x8, i8x16, i8x32, i16x4, i16x8, i16x16, i32x2, i32x4,
                             i32x8, i32x16, i64x2, i64x4, i64x8, f32x2, f32x4, f32x8,
                             f32x16, f64x2, f64x4, conversions};
    const char *names[] = {"i8x4", "i8x8", "i8x16", "i8x32", "i16x4", "i16x8", "i16x16",
                           "i32x2", "i32x4", "i32x8", "i32x16", "i64x2", "i64x4", "i64x8",
                           "f32x2", "f32x4", "f32x8", "f32x16", "f64x2", "f64x4",
                           "conversions"};
    for (unsigned t = 0; t < sizeof tests / sizeof tests[0]; t++) {
        for (int rep = 0; rep < 20; rep++) tests[t]();
        printf("%-12s %016llx\n", names[t], (unsigned long long)hash);
    }
    return (int)(hash & 0x3f);
}
