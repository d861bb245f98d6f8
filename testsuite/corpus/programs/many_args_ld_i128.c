/* long double and __int128 arguments: long doubles are always passed in 16-byte
   aligned stack slots, __int128 uses two general registers (or an aligned stack slot when
   fewer than two registers remain); mixed with ints and doubles so that the stack layout
   has padding; also returned values of both types. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>

typedef __int128 i128;
__attribute__((noinline)) static long double f1(int a, long double b, int c, long double d, double e, long double f) { return a + b * c + d + e - f; }
__attribute__((noinline)) static i128 f2(i128 a, long b, i128 c, long d, i128 e, i128 f) { return a + b + c * d + e - f; }
__attribute__((noinline)) static i128 f3(long a, long b, long c, long d, long e, i128 f, long g) { return (i128)a + b + c + d + e + f * 3 + g; }
__attribute__((noinline)) static long double f4(i128 a, long double b, int c, i128 d, double e, long double f, char g, i128 h) { return (long double)a + b + c + (long double)d + e + f + g + (long double)h; }
static void p128(const char *t, i128 v) { unsigned __int128 u = (unsigned __int128)v; printf("%s%016llx%016llx\n", t, (unsigned long long)(u >> 64), (unsigned long long)u); }

int main(void) {
    volatile long double third = 1.0L / 3;
    printf("f1=%La\n", f1(1, third, 3, third * 2, 0.5, 1e-10L));
    i128 big = (i128)1 << 100;
    p128("f2=", f2(big, -1, 12345, 1000, -big, (i128)7 << 64));
    p128("f3=", f3(1, 2, 3, 4, 5, big + 1, 6));
    printf("f4=%La\n", f4(-big, third, 2, big / 3, 0.25, 1e30L, 'A', (i128)-1));
    long double (*fp)(int, long double, int, long double, double, long double) = f1;
    printf("fp=%La\n", fp(2, 0.5L, 4, 0.25L, -1, 3));
    return (int)(f3(1, 2, 3, 4, 5, 6, 7) & 0x7f);
}
