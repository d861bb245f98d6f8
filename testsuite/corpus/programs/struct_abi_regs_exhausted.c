/* Argument register exhaustion: a 16-byte struct when only one integer register is left
   (the whole struct goes on the stack, later scalars still use registers), __int128
   after five integer arguments, {double,double} after seven double arguments, mixed
   int/SSE structs when either register class runs out, and stack argument order. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>

typedef struct { long a, b; } LL;
typedef struct { double x, y; } DD;
typedef struct { long a; double b; } LD;

__attribute__((noinline)) static long ll_after5(long a, long b, long c, long d, long e, LL s, long f) { return a + b * 2 + c * 3 + d * 4 + e * 5 + s.a * 6 + s.b * 7 + f * 8; }
__attribute__((noinline)) static long i128_after5(long a, long b, long c, long d, long e, __int128 w, long f) { return a + b + c + d + e + (long)(w >> 64) * 10 + (long)w * 100 + f * 1000; }
__attribute__((noinline)) static double dd_after7(double a, double b, double c, double d, double e, double f, double g, DD s, double h) { return a + b + c + d + e + f + g + s.x * 10 + s.y * 100 + h * 1000; }
__attribute__((noinline)) static double ld_mixed(long a, long b, long c, long d, long e, LD s, double x, double y, double z, long f) { return (double)(a + b + c + d + e + f) + s.a * 2.0 + s.b * 3 + x + y + z; }
__attribute__((noinline)) static double ld_sse_out(double a, double b, double c, double d, double e, double f, double g, double h, LD s, long i) { return a + b + c + d + e + f + g + h + (double)s.a + s.b * 0.5 + (double)i; }
__attribute__((noinline)) static long order(int a1, int a2, int a3, int a4, int a5, int a6, int a7, int a8, int a9, int a10, LL s11, int a12) {
    return (((((((((a1 * 3L + a2) * 3 + a3) * 3 + a4) * 3 + a5) * 3 + a6) * 3 + a7) * 3 + a8) * 3 + a9) * 3 + a10) * 1000 + s11.a * 100 + s11.b * 10 + a12;
}

int main(void) {
    LL s = {11, 13};
    DD d = {0.5, 0.25};
    LD m = {7, 1.5};
    __int128 w = ((__int128)3 << 64) | 5;
    long r1 = ll_after5(1, 2, 3, 4, 5, s, 17);
    long r2 = i128_after5(1, 2, 3, 4, 5, w, 9);
    double r3 = dd_after7(1, 2, 3, 4, 5, 6, 7, d, 0.125);
    double r4 = ld_mixed(1, 2, 3, 4, 5, m, 0.5, 0.25, 0.125, 6);
    double r5 = ld_sse_out(1, 2, 3, 4, 5, 6, 7, 8, m, 9);
    long r6 = order(1, 2, 0, 1, 2, 0, 1, 2, 0, 1, s, 2);
    printf("r1=%ld r2=%ld r3=%a r4=%a r5=%a r6=%ld\n", r1, r2, r3, r4, r5, r6);
    long (*fp)(long, long, long, long, long, LL, long) = ll_after5;
    printf("via pointer %ld\n", fp(5, 4, 3, 2, 1, (LL){-1, -2}, 100));
    return (int)((r1 + r2 + r6) & 0x7f);
}
