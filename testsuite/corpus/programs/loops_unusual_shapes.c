/* Loop shapes a backend must get right: unsigned down-counting loops that stop at zero,
   loops whose counter wraps around (uint8_t running 250..4), loops with a step larger
   than one over a bound near the type maximum, multiple exits, do-while with continue,
   loops with break in a nested switch, and loops with two induction variables. */
#include <stdio.h>
#include <stdint.h>
#include <limits.h>

int main(void) {
    unsigned long s = 0;
    for (unsigned i = 10; i-- > 0;) s = s * 3 + i;
    printf("down unsigned: %lu\n", s);
    int n = 0;
    for (uint8_t c = 250; c != 5; c++) n++;
    printf("uint8 wrap iterations: %d\n", n);
    n = 0;
    for (unsigned i = UINT_MAX - 100; i >= UINT_MAX - 100 && i != 0; i += 7) n++;
    printf("step 7 near UINT_MAX: %d\n", n);
    n = 0;
    for (int i = INT_MAX - 50; i < INT_MAX - 3; i += 4) n++;
    printf("step 4 near INT_MAX: %d\n", n);
    int found = -1;
    for (int i = 0; i < 1000; i++) {
        if (i * i > 5000) { found = i; break; }
        if (i == 999) found = -2;
    }
    printf("first square > 5000 at %d\n", found);
    int k = 0, odd = 0;
    do { k++; if (k % 2 == 0) continue; odd++; } while (k < 15);
    printf("do-while k=%d odd=%d\n", k, odd);
    int stops = 0, i;
    for (i = 0; i < 50; i++) {
        switch (i % 7) {
        case 3: stops++; continue;
        case 6: if (i > 30) goto after; break;
        default: break;
        }
        stops += 2;
    }
after:
    printf("switch loop i=%d stops=%d\n", i, stops);
    long a = 0;
    for (int p = 0, q = 100; p < q; p += 3, q -= 2) a += (long)p * q;
    printf("two IVs a=%ld\n", a);
    int grid = 0;
    for (int r = 0; r < 8; r++)
        for (int c = r; c < 8; c++) {
            if ((r + c) % 5 == 4) break;
            grid += r * 8 + c;
        }
    printf("triangular break grid=%d\n", grid);
    return (int)((s + (unsigned long)a + (unsigned long)grid) & 0x7f);
}
