/* double -> float narrowing: round-to-nearest-even at the float mantissa boundary,
   overflow to infinity, underflow to subnormal and zero, values just below FLT_MAX's
   rounding threshold; float -> double exactness; int -> float -> int; and double
   rounding through long double. */
#include <stdio.h>
#include <float.h>

__attribute__((noinline)) static float d2f(double d) { return (float)d; }
__attribute__((noinline)) static double f2d(float f) { return f; }
__attribute__((noinline)) static float ld2f(long double d) { return (float)d; }
__attribute__((noinline)) static double ld2d(long double d) { return (double)d; }

int main(void) {
    volatile double v[] = {1.0 + 0x1p-24, 1.0 + 0x1p-24 + 0x1p-50, 1.0 + 3 * 0x1p-24, 1.0 + 0x1p-25, 0x1.fffffefffffffp127, 0x1.ffffffp127, 0x1.fffffe8p127,
                           1e39, -1e39, 0x1p-126, 0x1p-127, 0x1p-149, 0x1p-150, 0x1.0000000000001p-150, 0x1.8p-149, 1e-50, -1e-50, 0.1, 1.0 / 3};
    for (int i = 0; i < (int)(sizeof v / sizeof v[0]); i++) {
        float f = d2f(v[i]);
        printf("%-24a -> %-16a (%g) back %a\n", v[i], (double)f, (double)f, f2d(f));
    }
    int bad = 0;
    for (int i = -1000; i <= 1000; i++) {
        float f = (float)i * 0.1f;
        if (f2d(f) != (double)f) bad++;
        if (d2f(f2d(f)) != f) bad++;
    }
    volatile long double lv[] = {1.0L + 0x1p-53L + 0x1p-64L, 1.0L + 0x1p-24L + 0x1p-63L, 0x1.ffffffffffffffffp1023L, 1e-320L};
    for (int i = 0; i < 4; i++) printf("ld %La -> f %a d %a\n", lv[i], (double)ld2f(lv[i]), ld2d(lv[i]));
    printf("bad %d\n", bad);
    return bad;
}
