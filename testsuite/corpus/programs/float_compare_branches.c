/* Floating comparisons in branches, selects, loops; all 6 relations plus negations
   with NaN operands (ordered vs unordered predicates). */
#include <stdio.h>
#include <math.h>

#define REL(name, op) \
  __attribute__((noinline)) static int br_##name(double a, double b) { if (a op b) return 1; return 0; } \
  __attribute__((noinline)) static int nbr_##name(double a, double b) { if (!(a op b)) return 1; return 0; } \
  __attribute__((noinline)) static double sel_##name(double a, double b) { return (a op b) ? a : b; } \
  __attribute__((noinline)) static int fbr_##name(float a, float b) { return (a op b) ? 7 : 3; }
REL(lt, <) REL(le, <=) REL(gt, >) REL(ge, >=) REL(eq, ==) REL(ne, !=)

int main(void) {
    double v[] = { -INFINITY, -1.0, -0.0, 0.0, 1.0, INFINITY, NAN };
    int total = 0;
    for (int i = 0; i < 7; i++) {
        for (int j = 0; j < 7; j++) {
            double a = v[i], b = v[j];
            int r = br_lt(a, b) | br_le(a, b) << 1 | br_gt(a, b) << 2 | br_ge(a, b) << 3 | br_eq(a, b) << 4 | br_ne(a, b) << 5;
            int nr = nbr_lt(a, b) | nbr_le(a, b) << 1 | nbr_gt(a, b) << 2 | nbr_ge(a, b) << 3 | nbr_eq(a, b) << 4 | nbr_ne(a, b) << 5;
            int fr = fbr_lt((float)a, (float)b) + fbr_le((float)a, (float)b) * 10 + fbr_eq((float)a, (float)b) * 100 + fbr_ne((float)a, (float)b) * 1000;
            printf("%4g %4g: r=%02x nr=%02x fr=%d sel=%g,%g,%g,%g,%g,%g\n", a, b, r, nr, fr, sel_lt(a, b), sel_le(a, b), sel_gt(a, b), sel_ge(a, b), sel_eq(a, b), sel_ne(a, b));
            total += r + nr;
        }
    }
    /* loop with float induction */
    int cnt = 0; for (float x = 0.0f; x < 1.0f; x += 0.1f) cnt++;
    int cnt2 = 0; for (double x = 1.0; x > 1e-10; x *= 0.37) cnt2++;
    printf("cnt=%d cnt2=%d\n", cnt, cnt2);
    /* NaN-aware max loop */
    double arr[] = { 3, NAN, 9, -2, NAN, 4 }; double mx = NAN;
    for (int i = 0; i < 6; i++) if (isnan(mx) || arr[i] > mx) mx = arr[i];
    printf("mx=%g total=%d\n", mx, total);
    return total & 0xff;
}
