/* Many simultaneously live long double values (more than the eight x87 stack
   registers), so the code generator must spill and reload 80-bit values: a 12-term
   recurrence kept in locals, long double arguments passed while others are live, a
   long double accumulator across calls, and mixed long double/double expressions. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>

__attribute__((noinline)) static long double mix3(long double a, long double b, long double c) { return a * 0.5L + b * 0.25L - c * 0.125L; }

int main(void) {
    volatile long double seed = 1.0L / 7;
    long double a = seed, b = a * 2, c = a * 3, d = a * 4, e = a * 5, f = a * 6, g = a * 7, h = a * 8, i = a * 9, j = a * 10, k = a * 11, l = a * 12;
    for (int n = 0; n < 40; n++) {
        long double t = a + b * 0.5L - c / 3 + d * e / 7 - f + g / 11 + h * 0.125L - i / 13 + j * k / 17 - l / 19;
        a = b; b = c; c = d; d = e; e = f; f = g; g = h; h = i; i = j; j = k; k = l;
        l = mix3(t, a, l) / 2;
    }
    printf("%La %La %La %La\n%La %La %La %La\n%La %La %La %La\n", a, b, c, d, e, f, g, h, i, j, k, l);
    long double acc = 0; double dacc = 0;
    for (int n = 1; n <= 100; n++) { acc += mix3(1.0L / n, (long double)n, acc / 1000); dacc += (double)acc / n; }
    printf("acc=%La dacc=%a\n", acc, dacc);
    return (int)(acc / 10) & 0x7f;
}
