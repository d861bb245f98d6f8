/* Combinatorial enumeration: next_permutation in lexicographic order (with duplicates),
   permutation ranking and unranking via the factorial number system (u64), k-subsets by
   Gosper's hack, Gray-code enumeration of subsets, integer partitions by recursion, and
   binomial coefficients from Pascal's triangle in u64. */
#include <stdio.h>
#include <stdint.h>

static int next_perm(int *a, int n) {
    int i = n - 2;
    while (i >= 0 && a[i] >= a[i + 1]) i--;
    if (i < 0) return 0;
    int j = n - 1;
    while (a[j] <= a[i]) j--;
    int t = a[i]; a[i] = a[j]; a[j] = t;
    for (int l = i + 1, r = n - 1; l < r; l++, r--) { t = a[l]; a[l] = a[r]; a[r] = t; }
    return 1;
}
static uint64_t fact[21];
static uint64_t rank_perm(const int *p, int n) { uint64_t r = 0; int used[20] = {0}; for (int i = 0; i < n; i++) { int smaller = 0; for (int v = 0; v < p[i]; v++) smaller += !used[v]; used[p[i]] = 1; r += (uint64_t)smaller * fact[n - 1 - i]; } return r; }
static void unrank_perm(uint64_t r, int n, int *p) { int used[20] = {0}; for (int i = 0; i < n; i++) { uint64_t f = fact[n - 1 - i]; int k = (int)(r / f); r %= f; for (int v = 0;; v++) if (!used[v] && k-- == 0) { p[i] = v; used[v] = 1; break; } } }
static long partitions(int n, int max) { if (n == 0) return 1; long c = 0; for (int k = max < n ? max : n; k >= 1; k--) c += partitions(n - k, k); return c; }

int main(void) {
    fact[0] = 1; for (int i = 1; i <= 20; i++) fact[i] = fact[i - 1] * (uint64_t)i;
    int a[] = {1, 1, 2, 2, 3};
    int count = 0; unsigned h = 0;
    do { count++; for (int i = 0; i < 5; i++) h = h * 7 + (unsigned)a[i]; } while (next_perm(a, 5));
    printf("multiset permutations=%d hash=%08x\n", count, h);
    int p[20], q[20], bad = 0;
    for (uint64_t r = 0; r < fact[20]; r += fact[20] / 97 + 12345) { unrank_perm(r, 20, p); if (rank_perm(p, 20) != r) bad++; }
    unrank_perm(fact[20] - 1, 20, q);
    printf("rank/unrank bad=%d last perm starts %d %d %d, 20!=%llu\n", bad, q[0], q[1], q[2], (unsigned long long)fact[20]);
    int subsets = 0; uint64_t sum = 0;
    for (uint64_t s = (1ull << 5) - 1; s < (1ull << 20); ) { subsets++; sum += s; uint64_t c = s & -s, r = s + c; s = (((r ^ s) >> 2) / c) | r; }
    printf("5-subsets of 20: %d sum=%llu\n", subsets, (unsigned long long)sum);
    unsigned prev = 0; int flips_ok = 1;
    for (unsigned i = 1; i < 1024; i++) { unsigned g = i ^ (i >> 1); if (__builtin_popcount(g ^ prev) != 1) flips_ok = 0; prev = g; }
    printf("gray code single-bit steps=%d\n", flips_ok);
    printf("partitions: p(10)=%ld p(30)=%ld p(50)=%ld\n", partitions(10, 10), partitions(30, 30), partitions(50, 50));
    uint64_t c[68][68] = {{0}};
    for (int n = 0; n < 68; n++) { c[n][0] = 1; for (int k = 1; k <= n; k++) c[n][k] = c[n - 1][k - 1] + (k < n ? c[n - 1][k] : 0); }
    printf("C(67,33)=%llu C(60,30)=%llu\n", (unsigned long long)c[67][33], (unsigned long long)c[60][30]);
    return bad ? 100 : count;
}
