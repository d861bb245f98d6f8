/* Polynomial evaluation (Horner), derivatives, Newton-Raphson and bisection root finding,
   polynomial multiplication, and Lagrange interpolation. */
#include <stdio.h>
#include <math.h>

static double horner(const double *c, int n, double x) { double r = 0; for (int i = n; i >= 0; i--) r = r * x + c[i]; return r; }
static void deriv(const double *c, int n, double *d) { for (int i = 1; i <= n; i++) d[i - 1] = c[i] * i; }
static int newton(const double *c, int n, double x0, double *root) { double d[16]; deriv(c, n, d); double x = x0; for (int it = 0; it < 100; it++) { double fx = horner(c, n, x), dfx = horner(d, n - 1, x); if (dfx == 0) return -1; double nx = x - fx / dfx; if (fabs(nx - x) < 1e-13) { *root = nx; return it; } x = nx; } *root = x; return 100; }
static double bisect(const double *c, int n, double lo, double hi) { double flo = horner(c, n, lo); for (int i = 0; i < 200; i++) { double mid = 0.5 * (lo + hi), fm = horner(c, n, mid); if ((fm < 0) == (flo < 0)) { lo = mid; flo = fm; } else hi = mid; } return 0.5 * (lo + hi); }
static int pmul(const double *a, int na, const double *b, int nb, double *r) { for (int i = 0; i <= na + nb; i++) r[i] = 0; for (int i = 0; i <= na; i++) for (int j = 0; j <= nb; j++) r[i + j] += a[i] * b[j]; return na + nb; }
static double lagrange(const double *xs, const double *ys, int n, double x) { double s = 0; for (int i = 0; i < n; i++) { double t = ys[i]; for (int j = 0; j < n; j++) if (j != i) t *= (x - xs[j]) / (xs[i] - xs[j]); s += t; } return s; }

int main(void) {
    double p[] = { -6, 11, -6, 1 }; /* (x-1)(x-2)(x-3) */
    for (double x0 = 0; x0 <= 4; x0 += 0.7) { double r; int it = newton(p, 3, x0, &r); printf("newton from %.1f -> %.10f (%d iters)\n", x0, r, it); }
    printf("bisect sqrt2 = %.12f\n", bisect((double[]){ -2, 0, 1 }, 2, 0, 2));
    double q[] = { 1, 1 }, acc[32] = { 1 }; int deg = 0; for (int k = 0; k < 10; k++) { double tmp[32]; deg = pmul(acc, deg, q, 1, tmp); for (int i = 0; i <= deg; i++) acc[i] = tmp[i]; }
    printf("(1+x)^10:"); for (int i = 0; i <= deg; i++) printf(" %g", acc[i]); printf("\n");
    double xs[] = { 0, 1, 2, 3, 4 }, ys[5]; for (int i = 0; i < 5; i++) ys[i] = sin(xs[i]);
    printf("lagrange sin(2.5) ~ %.8f (true %.8f)\n", lagrange(xs, ys, 5, 2.5), sin(2.5));
    double w[] = { -1, -1, 1 }; double r; newton(w, 2, 1, &r); printf("golden ratio %.15f\n", r);
    return (int)(r * 100);
}
