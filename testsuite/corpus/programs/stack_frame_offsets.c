/* Locals at large frame offsets: scalars declared around 5 KiB, 40 KiB and 130 KiB
   arrays (so their addresses need 32-bit displacements), address-taken locals passed to
   callees, and spilled values reloaded from far offsets; arguments passed on the stack
   to a function with a large frame must still be found. */
/* check-programs: no-asan (large frames) */
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static void touch(volatile long *p, long v) { *p += v; }
__attribute__((noinline)) static long big_frame(long a, long b, long c, long d, long e, long f, long g, long h) {
    volatile long s1 = a;
    char small[5000];
    volatile long s2 = b;
    int mid[10000];
    volatile long s3 = c;
    double large[16640];
    volatile long s4 = d;
    memset(small, 1, sizeof small);
    for (int i = 0; i < 10000; i++) mid[i] = i;
    for (int i = 0; i < 16640; i++) large[i] = i * 0.5;
    touch(&s1, g); touch(&s2, h); touch(&s3, e); touch(&s4, f);
    long r = s1 + s2 * 10 + s3 * 100 + s4 * 1000;
    r += small[4999] + mid[9999] + (long)large[16639];
    return r;
}

int main(void) {
    long r = big_frame(1, 2, 3, 4, 5, 6, 7, 8);
    printf("r=%ld\n", r);
    return (int)(r & 0x7f);
}
