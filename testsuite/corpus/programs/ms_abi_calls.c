/* Calls between the System V and Microsoft x64 calling conventions in one program:
   __attribute__((ms_abi)) functions with integer arguments (rcx, rdx, r8, r9, then the
   stack after 32 bytes of shadow space), double arguments (xmm0-xmm3 by position),
   more than four arguments, struct arguments passed by reference under ms_abi,
   returns of int/double/small struct, ms_abi function pointers, and callee-saved
   register differences (rsi/rdi/xmm6-15 are callee-saved in ms_abi). */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <stdint.h>

struct small { int a, b; };
struct big { long v[4]; };
__attribute__((ms_abi, noinline)) static long ms_ints(long a, long b, long c, long d, long e, long f) { return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6; }
__attribute__((ms_abi, noinline)) static double ms_mixed(int a, double b, long c, double d, float e, int f) { return a + b + (double)c + d + e + f; }
__attribute__((ms_abi, noinline)) static struct small ms_small(struct small s, int k) { s.a *= k; s.b += k; return s; }
__attribute__((ms_abi, noinline)) static long ms_big(struct big b, long k) { return b.v[0] + b.v[1] + b.v[2] + b.v[3] * k; }
__attribute__((ms_abi, noinline)) static struct big ms_ret_big(long k) { struct big b = {{k, k * 2, k * 3, k * 4}}; return b; }
__attribute__((sysv_abi, noinline)) static long sysv_calls_ms(long x) { return ms_ints(x, x + 1, x + 2, x + 3, x + 4, x + 5); }
__attribute__((ms_abi, noinline)) static long ms_calls_sysv(long x) { return sysv_calls_ms(x) * 2; }
__attribute__((ms_abi, noinline)) static double ms_pressure(double a, double b) {
    double t[12]; for (int i = 0; i < 12; i++) t[i] = a * i + b;
    double s = 0; for (int i = 0; i < 12; i++) s += t[i] * t[11 - i];
    return s;
}

int main(void) {
    printf("ms_ints=%ld\n", ms_ints(1, 2, 3, 4, 5, 6));
    printf("ms_mixed=%g\n", ms_mixed(1, 0.5, 100, 0.25, 0.125f, -7));
    struct small s = ms_small((struct small){3, 4}, 5);
    printf("ms_small=%d,%d\n", s.a, s.b);
    struct big b = ms_ret_big(10);
    printf("ms_big=%ld ret_big=%ld,%ld\n", ms_big(b, 3), b.v[0], b.v[3]);
    printf("cross=%ld\n", ms_calls_sysv(7));
    long (__attribute__((ms_abi)) *fp)(long, long, long, long, long, long) = ms_ints;
    printf("via pointer=%ld\n", fp(6, 5, 4, 3, 2, 1));
    volatile double keep1 = 1.5, keep2 = 2.5;
    double r = ms_pressure(keep1, keep2);
    printf("pressure=%g keep=%g,%g\n", r, keep1, keep2);
    return (int)(ms_ints(1, 1, 1, 1, 1, 1) + s.a);
}
