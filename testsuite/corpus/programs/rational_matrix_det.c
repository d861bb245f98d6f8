/* Exact rational arithmetic with 64-bit numerators/denominators reduced by gcd:
   determinant and inverse of Hilbert matrices of order 1..7 by Gaussian elimination
   over the rationals, the product H * H^-1 checked to be the identity, and the sum of
   1/k^2 for k=1..20 as an exact fraction (using __int128 intermediates). */
#include <stdio.h>
#include <stdlib.h>

typedef struct { __int128 n, d; } q;
static __int128 gcd(__int128 a, __int128 b) { if (a < 0) a = -a; if (b < 0) b = -b; while (b) { __int128 t = a % b; a = b; b = t; } return a; }
static q mk(__int128 n, __int128 d) { if (d < 0) { n = -n; d = -d; } __int128 g = gcd(n, d); if (g > 1) { n /= g; d /= g; } q r = {n, d}; return r; }
static q add(q a, q b) { return mk(a.n * b.d + b.n * a.d, a.d * b.d); }
static q sub(q a, q b) { return mk(a.n * b.d - b.n * a.d, a.d * b.d); }
static q mul(q a, q b) { return mk(a.n * b.n, a.d * b.d); }
static q dv(q a, q b) { return mk(a.n * b.d, a.d * b.n); }
static void pq(q a) { printf("%lld/%lld", (long long)a.n, (long long)a.d); }

int main(void) {
    for (int n = 1; n <= 7; n++) {
        q a[7][14];
        for (int i = 0; i < n; i++) for (int j = 0; j < 2 * n; j++) a[i][j] = j < n ? mk(1, i + j + 1) : mk(j - n == i, 1);
        q det = mk(1, 1);
        for (int c = 0; c < n; c++) {
            int p = c; while (a[p][c].n == 0) p++;
            if (p != c) { for (int j = 0; j < 2 * n; j++) { q t = a[p][j]; a[p][j] = a[c][j]; a[c][j] = t; } det = mk(-det.n, det.d); }
            q piv = a[c][c]; det = mul(det, piv);
            for (int j = 0; j < 2 * n; j++) a[c][j] = dv(a[c][j], piv);
            for (int i = 0; i < n; i++) if (i != c && a[i][c].n) { q f = a[i][c]; for (int j = 0; j < 2 * n; j++) a[i][j] = sub(a[i][j], mul(f, a[c][j])); }
        }
        /* verify H * H^-1 = I */
        int ok = 1; __int128 maxentry = 0;
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) {
            q s = mk(0, 1);
            for (int k = 0; k < n; k++) s = add(s, mul(mk(1, i + k + 1), a[k][n + j]));
            ok &= s.n == (i == j) && s.d == 1;
            __int128 e = a[i][n + j].n < 0 ? -a[i][n + j].n : a[i][n + j].n;
            if (e > maxentry) maxentry = e;
        }
        printf("hilbert(%d): det=", n); pq(det); printf(" inverse max |entry|=%lld identity=%d\n", (long long)maxentry, ok);
    }
    q s = mk(0, 1);
    for (int k = 1; k <= 20; k++) s = add(s, mk(1, (__int128)k * k));
    printf("sum 1/k^2 (k<=20) = "); pq(s); printf("\n");
    return (int)(s.n % 100);
}
