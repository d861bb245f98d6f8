/* Exact rational arithmetic with 64-bit numerators/denominators normalized by gcd:
   harmonic numbers, continued fractions, Bernoulli numbers, Egyptian fractions. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct { int64_t n, d; } Q;
static int64_t gcd(int64_t a, int64_t b) { if (a < 0) a = -a; if (b < 0) b = -b; while (b) { int64_t t = a % b; a = b; b = t; } return a; }
static Q mk(int64_t n, int64_t d) { if (d < 0) { n = -n; d = -d; } int64_t g = gcd(n, d); if (g == 0) g = 1; Q q = { n / g, d / g }; return q; }
static Q add(Q a, Q b) { int64_t g = gcd(a.d, b.d); return mk(a.n * (b.d / g) + b.n * (a.d / g), a.d / g * b.d); }
static Q sub(Q a, Q b) { b.n = -b.n; return add(a, b); }
static Q mul(Q a, Q b) { int64_t g1 = gcd(a.n, b.d), g2 = gcd(b.n, a.d); if (!g1) g1 = 1; if (!g2) g2 = 1; return mk((a.n / g1) * (b.n / g2), (a.d / g2) * (b.d / g1)); }
static Q dv(Q a, Q b) { Q r = { b.d, b.n }; if (r.d < 0) { r.n = -r.n; r.d = -r.d; } return mul(a, r); }
static void pq(const char *t, Q q) { printf("%s%lld/%lld\n", t, (long long)q.n, (long long)q.d); }

int main(void) {
    Q h = mk(0, 1); for (int i = 1; i <= 20; i++) h = add(h, mk(1, i)); pq("H20 = ", h);
    Q cf = mk(1, 1); for (int i = 0; i < 30; i++) cf = add(mk(1, 1), dv(mk(1, 1), cf)); pq("golden cf = ", cf); printf("  ~ %.15f\n", (double)cf.n / (double)cf.d);
    Q B[21]; B[0] = mk(1, 1);
    for (int m = 1; m <= 20; m++) { B[m] = mk(0, 1); int64_t binom = 1; for (int k = 0; k < m; k++) { B[m] = sub(B[m], mul(mk(binom, m + 1 - k), B[k])); binom = binom * (m - k) / (k + 1); } }
    for (int m = 0; m <= 20; m += 2) { char t[16]; snprintf(t, sizeof t, "B%d = ", m); pq(t, B[m]); }
    pq("B1 = ", B[1]);
    Q r = mk(4, 13); printf("egyptian 4/13 ="); while (r.n) { int64_t c = (r.d + r.n - 1) / r.n; printf(" 1/%lld", (long long)c); r = sub(r, mk(1, c)); } printf("\n");
    Q x = mk(355, 113); int64_t terms[20]; int nt = 0; Q y = x; while (nt < 20) { int64_t a = y.n / y.d; if (y.n < 0 && y.n % y.d) a--; terms[nt++] = a; Q f = sub(y, mk(a, 1)); if (!f.n) break; y = dv(mk(1, 1), f); }
    printf("cf(355/113) ="); for (int i = 0; i < nt; i++) printf(" %lld", (long long)terms[i]); printf("\n");
    return (int)(h.d % 256);
}
