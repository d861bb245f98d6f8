/* Fixed-point trigonometry with CORDIC in Q2.29 arithmetic: a table of arctangents as
   integers, rotation mode for sin/cos of angles across the circle (with quadrant
   reduction), vectoring mode for atan2 and magnitude, and an integer square root; all
   results printed as scaled integers so they are exact. */
#include <stdio.h>
#include <stdint.h>

#define FRAC 29
#define ONE (1 << FRAC)
static const int32_t atan_tab[30] = {421657428, 248918915, 131521918, 66762579, 33510843, 16771758, 8387925, 4194219, 2097141, 1048575, 524288, 262144, 131072, 65536, 32768,
                                     16384, 8192, 4096, 2048, 1024, 512, 256, 128, 64, 32, 16, 8, 4, 2, 1};
#define K_INV 326016437 /* 0.6072529350 * 2^29 */
#define PI_Q 1686629713 /* pi * 2^29 */
static void sincos_q(int32_t ang, int32_t *s, int32_t *c) {
    int neg = 0;
    if (ang > PI_Q / 2) { ang -= PI_Q; neg = 1; } else if (ang < -PI_Q / 2) { ang += PI_Q; neg = 1; }
    int32_t x = K_INV, y = 0, z = ang;
    for (int i = 0; i < 30; i++) {
        int32_t dx = x >> i, dy = y >> i;
        if (z >= 0) { x -= dy; y += dx; z -= atan_tab[i]; } else { x += dy; y -= dx; z += atan_tab[i]; }
    }
    *c = neg ? -x : x; *s = neg ? -y : y;
}
static int32_t atan2_q(int32_t y, int32_t x, int64_t *mag) {
    int32_t z = 0;
    int64_t X = x, Y = y;
    if (X < 0) { X = -X; Y = -Y; z = Y >= 0 ? -PI_Q : PI_Q; z = -z; }
    for (int i = 0; i < 30; i++) { int64_t dx = X >> i, dy = Y >> i; if (Y > 0) { X += dy; Y -= dx; z += atan_tab[i]; } else { X -= dy; Y += dx; z -= atan_tab[i]; } }
    *mag = X * K_INV >> FRAC;
    return z;
}
static uint32_t isqrt64(uint64_t v) { uint64_t r = 0, bit = 1ull << 62; while (bit > v) bit >>= 2; while (bit) { if (v >= r + bit) { v -= r + bit; r = (r >> 1) + bit; } else r >>= 1; bit >>= 2; } return (uint32_t)r; }

int main(void) {
    long err_sum = 0;
    for (int deg = -180; deg <= 180; deg += 15) {
        int32_t ang = (int32_t)((int64_t)PI_Q * deg / 180), s, c;
        sincos_q(ang, &s, &c);
        int64_t r2 = (int64_t)s * s + (int64_t)c * c;
        long err = (long)((r2 >> FRAC) - ONE);
        err_sum += err < 0 ? -err : err;
        printf("%4d deg: sin=%11d cos=%11d (x1e6: %7lld %7lld)\n", deg, s, c, (long long)s * 1000000 / ONE, (long long)c * 1000000 / ONE);
    }
    int64_t mag;
    int32_t a = atan2_q(ONE / 2, ONE / 2, &mag);
    printf("atan2(1,1)=%d (deg x1000: %lld) mag=%lld\n", a, (long long)a * 180000 / PI_Q, (long long)mag);
    a = atan2_q(-3 * (ONE / 4), ONE / 4, &mag);
    printf("atan2(-3,1)=%d (deg x1000: %lld) mag=%lld\n", a, (long long)a * 180000 / PI_Q, (long long)mag);
    printf("isqrt: %u %u %u\n", isqrt64(2ull << 58), isqrt64(1000000007ull * 1000000007ull), isqrt64(~0ull));
    printf("radius error sum=%ld\n", err_sum);
    return (int)(err_sum & 0x7f);
}
