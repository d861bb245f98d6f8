/* Fixed-point arithmetic (Q16.16 and Q1.31): multiply/divide with rounding, sqrt by
   Newton iteration, CORDIC sin/cos, and a fixed-point Mandelbrot. */
#include <stdio.h>
#include <stdint.h>

typedef int32_t q16;
#define Q16(x) ((q16)((x) * 65536.0))
static q16 qmul(q16 a, q16 b) { return (q16)(((int64_t)a * b + (1 << 15)) >> 16); }
static q16 qdiv(q16 a, q16 b) { return (q16)(((int64_t)a * 65536) / b); }
static q16 qsqrt(q16 a) { if (a <= 0) return 0; q16 x = a > Q16(1) ? a / 2 : Q16(1); for (int i = 0; i < 30; i++) x = (x + qdiv(a, x)) / 2; return x; }
static const int32_t cordic_tab[16] = { 51472, 30386, 16055, 8150, 4091, 2047, 1024, 512, 256, 128, 64, 32, 16, 8, 4, 2 }; /* atan(2^-i) in Q16 */
static void cordic(q16 theta, q16 *s, q16 *c) {
    int32_t x = 39797, y = 0, z = theta; /* K = 0.607252935 */
    for (int i = 0; i < 16; i++) { int32_t dx = y >> i, dy = x >> i; if (z >= 0) { x -= dx; y += dy; z -= cordic_tab[i]; } else { x += dx; y -= dy; z += cordic_tab[i]; } }
    *c = x; *s = y;
}
static double tod(q16 v) { return v / 65536.0; }

int main(void) {
    q16 a = Q16(3.25), b = Q16(-1.5);
    printf("mul %.5f div %.5f sqrt2 %.5f sqrt(10) %.5f\n", tod(qmul(a, b)), tod(qdiv(a, b)), tod(qsqrt(Q16(2))), tod(qsqrt(Q16(10))));
    for (int deg = -90; deg <= 90; deg += 30) { q16 s, c; cordic((q16)((int64_t)deg * 205887 / 180), &s, &c); printf("deg %3d sin %.4f cos %.4f\n", deg, tod(s), tod(c)); }
    int total = 0;
    for (int py = 0; py < 24; py++) {
        for (int px = 0; px < 64; px++) {
            q16 cx = Q16(-2.2) + px * (Q16(3.2) / 64), cy = Q16(-1.2) + py * (Q16(2.4) / 24), zx = 0, zy = 0; int it = 0;
            while (it < 64) { q16 zx2 = qmul(zx, zx), zy2 = qmul(zy, zy); if (zx2 + zy2 > Q16(4)) break; zy = 2 * qmul(zx, zy) + cy; zx = zx2 - zy2 + cx; it++; }
            total += it; putchar(" .:-=+*#%@"[it * 9 / 64]);
        }
        putchar('\n');
    }
    int32_t q31 = 0x40000000; int64_t sq = ((int64_t)q31 * q31) >> 31; printf("q31 0.5^2 = %lld (%.6f)\n", (long long)sq, sq / 2147483648.0);
    printf("total=%d\n", total);
    return total % 256;
}
