/* Shortest round-trip printing of doubles/floats: for many values, find the smallest
   %.Ng precision that strtod/strtof maps back exactly, and verify %.17g / %.9g always do. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <float.h>

static int shortest_d(double d, char *out) { for (int p = 1; p <= 17; p++) { snprintf(out, 40, "%.*g", p, d); if (strtod(out, NULL) == d) return p; } return -1; }
static int shortest_f(float f, char *out) { for (int p = 1; p <= 9; p++) { snprintf(out, 40, "%.*g", p, (double)f); if (strtof(out, NULL) == f) return p; } return -1; }
int main(void) {
    double samples[] = { 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 1e23, 5e-324, DBL_MAX, DBL_MIN, 123456789.123456789, 9007199254740993.0, 0.1 + 0.2, 100.0, 1.5e-5, 3.141592653589793 };
    char buf[64]; int hist[18] = { 0 }, bad = 0;
    for (unsigned i = 0; i < sizeof samples / sizeof samples[0]; i++) { int p = shortest_d(samples[i], buf); printf("%-25s p=%d\n", buf, p); }
    uint64_t s = 88172645463325252ULL;
    for (int i = 0; i < 20000; i++) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; double d; uint64_t bits = s & 0x7fefffffffffffffULL; memcpy(&d, &bits, 8);
        int p = shortest_d(d, buf); if (p < 0) bad++; else hist[p]++; snprintf(buf, sizeof buf, "%.17g", d); if (strtod(buf, NULL) != d) bad++; }
    printf("double precision histogram:"); for (int p = 1; p <= 17; p++) printf(" %d", hist[p]); printf("\n");
    int fh[10] = { 0 };
    for (int i = 0; i < 20000; i++) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; uint32_t b = (uint32_t)s & 0x7f7fffffu; float f; memcpy(&f, &b, 4); int p = shortest_f(f, buf); if (p < 0) bad++; else fh[p]++; }
    printf("float precision histogram:"); for (int p = 1; p <= 9; p++) printf(" %d", fh[p]); printf("\nbad=%d\n", bad);
    return bad;
}
