/* Values live across calls: many integer and floating-point locals that must survive
   calls (callee-saved registers rbx, rbp, r12-r15 and spills, since every XMM register
   is caller-saved), loops calling functions in their bodies, and functions that use all
   callee-saved registers themselves. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>

__attribute__((noinline)) static unsigned long clobber(unsigned long x) {
    unsigned long a = x * 3, b = x ^ 0x55, c = x + 7, d = x * x, e = x - 100, f = x << 3, g = x | 0x100;
    __asm__ volatile("" : "+r"(a), "+r"(b), "+r"(c), "+r"(d), "+r"(e), "+r"(f), "+r"(g));
    return a + b + c + d + e + f + g;
}
__attribute__((noinline)) static double fclobber(double x) { double a = x * 1.5, b = x - 2, c = x / 3; __asm__ volatile("" ::: "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7"); return a + b + c; }

int main(void) {
    volatile long seed = 12345;
    unsigned long a = seed, b = seed * 2, c = seed * 3, d = seed * 4, e = seed * 5, f = seed * 6, g = seed * 7, h = seed * 8, i = seed * 9, j = seed * 10;
    double x = (double)seed / 7, y = x * 2, z = x * 3, w = x * 4, u = x * 5;
    unsigned long total = 0; double ftotal = 0;
    for (int k = 0; k < 50; k++) {
        total += clobber(a + (unsigned long)k);
        a += b; b ^= c; c += d; d -= e; e += f; f ^= g; g += h; h -= i; i += j; j ^= a;
        ftotal += fclobber(x + k);
        x += y * 0.001; y -= z * 0.002; z += w * 0.003; w -= u * 0.004; u += x * 0.005;
    }
    printf("ints %lu %lu %lu %lu %lu %lu %lu %lu %lu %lu\n", a, b, c, d, e, f, g, h, i, j);
    printf("fps %a %a %a %a %a\n", x, y, z, w, u);
    printf("total %lu ftotal %a\n", total, ftotal);
    return (int)((total ^ a ^ j) & 0x7f);
}
