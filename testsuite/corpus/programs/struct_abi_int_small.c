/* Structs of 1..8 bytes built from different integer members (char, short, int, long,
   arrays, padding) passed and returned by value in one general register, passed as the
   7th+ argument (on the stack), through function pointers, and modified in the callee
   without affecting the caller's copy. */
#include <stdio.h>
#include <string.h>

typedef struct { char a; } s1;
typedef struct { short a; } s2;
typedef struct { char a, b, c; } s3;
typedef struct { short a; char b; } s4;          /* padded to 4 */
typedef struct { char a[5]; } s5;
typedef struct { char a; short b; char c; } s6; /* 6 bytes with padding */
typedef struct { short a[3]; char b; } s7;      /* 8 bytes */
typedef struct { int a; char b; } s8a;
typedef struct { int a; short b; char c, d; } s8b;
typedef struct { long a; } s8c;
typedef struct { unsigned char a[7]; } s7b;

#define FUNCS(T, INIT, SUM)                                                                   \
    __attribute__((noinline)) static T make_##T(int k) { T v; memset(&v, 0, sizeof v); INIT; return v; } \
    __attribute__((noinline)) static long sum_##T(T v) { return SUM; }                          \
    __attribute__((noinline)) static T twice_##T(T v) { T w = v; unsigned char *p = (unsigned char *)&w; for (size_t i = 0; i < sizeof w; i++) p[i] = (unsigned char)(p[i] * 2 + 1); return w; } \
    __attribute__((noinline)) static long late_##T(long a, long b, long c, long d, long e, long f, T v, int g, T w) { return a + b + c + d + e + f + g + sum_##T(v) * 3 - sum_##T(w); } \
    __attribute__((noinline)) static long mutate_##T(T v) { unsigned char *p = (unsigned char *)&v; p[0] ^= 0xff; return sum_##T(v); }

FUNCS(s1, v.a = (char)(k * 3), v.a)
FUNCS(s2, v.a = (short)(k * -1000), v.a)
FUNCS(s3, (v.a = (char)k, v.b = (char)(k + 1), v.c = (char)(-k)), v.a * 10000 + v.b * 100 + v.c)
FUNCS(s4, (v.a = (short)(k * 300), v.b = (char)(k - 50)), v.a * 1000L + v.b)
FUNCS(s5, for (int i = 0; i < 5; i++) v.a[i] = (char)(k + i * 20), v.a[0] + v.a[1] * 2 + v.a[2] * 3 + v.a[3] * 4 + v.a[4] * 5)
FUNCS(s6, (v.a = (char)k, v.b = (short)(k * k), v.c = (char)(k ^ 0x55)), v.a + v.b * 7L + v.c * 1000L)
FUNCS(s7, (v.a[0] = (short)k, v.a[1] = (short)-k, v.a[2] = (short)(k << 4), v.b = 'x'), v.a[0] - v.a[1] * 3L + v.a[2] * 5L + v.b)
FUNCS(s8a, (v.a = k * 100003, v.b = (char)(k & 0x7f)), (long)v.a * 3 + v.b)
FUNCS(s8b, (v.a = -k, v.b = (short)(k * 7), v.c = 'c', v.d = (char)-1), (long)v.a + v.b * 11L + v.c * 13L + v.d * 17L)
FUNCS(s8c, v.a = (long)k * 0x100000001L, v.a ^ (v.a >> 7))
FUNCS(s7b, for (int i = 0; i < 7; i++) v.a[i] = (unsigned char)(k * (i + 1)), v.a[0] | v.a[3] << 8 | (long)v.a[6] << 16)

#define RUN(T)                                                                                  \
    do {                                                                                        \
        T x = make_##T(37), y = twice_##T(x);                                                   \
        long (*fp)(T) = sum_##T;                                                                \
        long m = mutate_##T(x);                                                                 \
        long r = late_##T(1, 2, 3, 4, 5, 6, x, 7, y);                                           \
        printf("%-4s size=%zu sum=%ld twice=%ld fp=%ld mutate=%ld unchanged=%ld late=%ld\n", #T, sizeof(T), sum_##T(x), sum_##T(y), fp(y), m, sum_##T(x), r); \
        total += r;                                                                             \
    } while (0)

int main(void) {
    long total = 0;
    RUN(s1); RUN(s2); RUN(s3); RUN(s4); RUN(s5); RUN(s6); RUN(s7); RUN(s8a); RUN(s8b); RUN(s8c); RUN(s7b);
    printf("total=%ld\n", total);
    return (int)(total & 0x7f);
}
