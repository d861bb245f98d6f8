/* Structs of 9..16 bytes with integer members (two general registers): {long,char},
   {int,int,int}, {long,long}, {char[9..16]}, {short[7]}, {char,long}, {int,long} and
   nested structs, passed and returned by value, including the case where only one
   argument register is left so the whole struct goes to the stack. */
#include <stdio.h>
#include <string.h>

typedef struct { long a; char b; } t9;
typedef struct { int a, b, c; } t12;
typedef struct { long a, b; } t16;
typedef struct { char c[11]; } t11;
typedef struct { short s[7]; } t14;
typedef struct { char a; long b; } t16b;
typedef struct { int a; long b; } t16c;
typedef struct { struct { short x, y; } p; struct { int w; char h; } q; } t12n;
typedef struct { unsigned char c[15]; } t15;

/* SUM is computed in unsigned long (wrapping); XFORM rewrites the members of v in place. */
#define FUNCS(T, INIT, SUM, XFORM)                                                              \
    __attribute__((noinline)) static T make_##T(long k) { T v; memset(&v, 0, sizeof v); INIT; return v; } \
    __attribute__((noinline)) static long sum_##T(T v) { return (long)(SUM); }                    \
    __attribute__((noinline)) static T swap_##T(T v) { XFORM; return v; }                        \
    __attribute__((noinline)) static long five_then_##T(long a, long b, long c, long d, long e, T v, long f) { return (long)((UL)(a - b + c - d + e) + (UL)sum_##T(v) * 2 + (UL)f); } \
    __attribute__((noinline)) static long two_##T(T v, T w) { return (long)((UL)sum_##T(v) * 5 - (UL)sum_##T(w)); }

#define UL unsigned long
FUNCS(t9, (v.a = k * 1000000007L, v.b = (char)k), (UL)v.a + (UL)v.b, (v.a = ~v.a, v.b = (char)(v.b ^ 0x5a)))
FUNCS(t12, (v.a = (int)k, v.b = (int)(-k * 3), v.c = (int)(k << 20)), (UL)v.a + (UL)v.b * 7 + (UL)v.c * 3, (v.a ^= v.c, v.c ^= v.a, v.a ^= v.c, v.b = -v.b))
FUNCS(t16, (v.a = k, v.b = ~k), (UL)v.a * 31 + (UL)v.b, (v.a = (long)((UL)v.a << 7), v.b = v.b >> 3))
FUNCS(t11, for (int i = 0; i < 11; i++) v.c[i] = (char)(k * i), (UL)v.c[0] + (UL)v.c[5] * 100 + (UL)v.c[10] * 10000, for (int i = 0; i < 5; i++) { char t = v.c[i]; v.c[i] = v.c[10 - i]; v.c[10 - i] = t; })
FUNCS(t14, for (int i = 0; i < 7; i++) v.s[i] = (short)(k * (i - 3) * 100), (UL)v.s[0] + (UL)v.s[3] * 3 + (UL)v.s[6] * 9, for (int i = 0; i < 7; i++) v.s[i] = (short)(v.s[i] + i))
FUNCS(t16b, (v.a = 'z', v.b = -k * k), (UL)v.a + (UL)v.b, (v.a = (char)(v.a - 25), v.b = v.b * 3))
FUNCS(t16c, (v.a = (int)-k, v.b = k << 33), (UL)v.a + (UL)(v.b >> 3), (v.a = (int)(v.b >> 33), v.b = (long)v.a * 1000))
FUNCS(t12n, (v.p.x = (short)k, v.p.y = (short)(k * 2), v.q.w = (int)(k * k), v.q.h = 'h'), (UL)v.p.x + (UL)v.p.y * 10 + (UL)v.q.w * 100 + (UL)v.q.h, (v.p.x = v.p.y, v.q.h = 'H', v.q.w = -v.q.w))
FUNCS(t15, for (int i = 0; i < 15; i++) v.c[i] = (unsigned char)(k + i * 17), (UL)v.c[0] + (UL)v.c[7] * 256 + (UL)v.c[14] * 65536, for (int i = 0; i < 7; i++) { unsigned char t = v.c[i]; v.c[i] = v.c[14 - i]; v.c[14 - i] = t; })

#define RUN(T)                                                                                   \
    do {                                                                                         \
        T x = make_##T(29), y = swap_##T(x);                                                     \
        long r = (long)((UL)five_then_##T(10, 20, 30, 40, 50, x, 60) + (UL)two_##T(x, y));                       \
        printf("%-5s size=%zu sum=%ld swapped=%ld r=%ld\n", #T, sizeof(T), sum_##T(x), sum_##T(y), r); \
        total ^= r;                                                                              \
    } while (0)

int main(void) {
    long total = 0;
    RUN(t9); RUN(t12); RUN(t16); RUN(t11); RUN(t14); RUN(t16b); RUN(t16c); RUN(t12n); RUN(t15);
    printf("total=%ld\n", total);
    return (int)(total & 0x7f);
}
