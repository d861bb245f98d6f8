/* Sorting algorithms on the same pseudo-random data: insertion, shell, heap, quick,
   merge (bottom-up), radix (LSD), counting sort; results verified and hashed. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <stdlib.h>

#define N 3000
static uint32_t rng = 2463534242u;
static uint32_t xs32(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static void insertion(int *a, int n) { for (int i = 1; i < n; i++) { int v = a[i], j = i - 1; while (j >= 0 && a[j] > v) { a[j + 1] = a[j]; j--; } a[j + 1] = v; } }
static void shell(int *a, int n) { for (int g = n / 2; g > 0; g /= 2) for (int i = g; i < n; i++) { int v = a[i], j = i; while (j >= g && a[j - g] > v) { a[j] = a[j - g]; j -= g; } a[j] = v; } }
static void sift(int *a, int s, int n) { for (;;) { int c = 2 * s + 1; if (c >= n) return; if (c + 1 < n && a[c + 1] > a[c]) c++; if (a[s] >= a[c]) return; int t = a[s]; a[s] = a[c]; a[c] = t; s = c; } }
static void heapsort_(int *a, int n) { for (int i = n / 2 - 1; i >= 0; i--) sift(a, i, n); for (int e = n - 1; e > 0; e--) { int t = a[0]; a[0] = a[e]; a[e] = t; sift(a, 0, e); } }
static void quick(int *a, int lo, int hi) {
    while (lo < hi) {
        int p = a[lo + (hi - lo) / 2], i = lo, j = hi;
        while (i <= j) { while (a[i] < p) i++; while (a[j] > p) j--; if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; } }
        if (j - lo < hi - i) { quick(a, lo, j); lo = i; } else { quick(a, i, hi); hi = j; }
    }
}
static void merge_bu(int *a, int n) {
    int *tmp = malloc((size_t)n * sizeof *tmp);
    for (int w = 1; w < n; w *= 2) {
        for (int lo = 0; lo < n; lo += 2 * w) {
            int mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n, i = lo, j = mid, k = lo;
            while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
            while (i < mid) tmp[k++] = a[i++]; while (j < hi) tmp[k++] = a[j++];
        }
        memcpy(a, tmp, (size_t)n * sizeof *a);
    }
    free(tmp);
}
static void radix(int *a, int n) {
    uint32_t *u = malloc((size_t)n * 4), *t = malloc((size_t)n * 4);
    for (int i = 0; i < n; i++) u[i] = (uint32_t)a[i] ^ 0x80000000u;
    for (int sh = 0; sh < 32; sh += 8) {
        int cnt[257] = { 0 }; for (int i = 0; i < n; i++) cnt[((u[i] >> sh) & 255) + 1]++;
        for (int i = 0; i < 256; i++) cnt[i + 1] += cnt[i];
        for (int i = 0; i < n; i++) t[cnt[(u[i] >> sh) & 255]++] = u[i];
        uint32_t *s = u; u = t; t = s;
    }
    for (int i = 0; i < n; i++) a[i] = (int)(u[i] ^ 0x80000000u);
    free(u); free(t);
}
static void counting(int *a, int n, int lo, int hi) {
    int *c = calloc((size_t)(hi - lo + 1), sizeof *c); for (int i = 0; i < n; i++) c[a[i] - lo]++;
    int k = 0; for (int v = 0; v <= hi - lo; v++) while (c[v]--) a[k++] = v + lo; free(c);
}
static int sorted(const int *a, int n) { for (int i = 1; i < n; i++) if (a[i - 1] > a[i]) return 0; return 1; }
static uint32_t h(const int *a, int n) { uint32_t x = 0; for (int i = 0; i < n; i++) x = x * 2654435761u + (uint32_t)a[i]; return x; }

int main(void) {
    static int base[N], a[N]; for (int i = 0; i < N; i++) base[i] = (int)(xs32() % 2000001) - 1000000;
    const char *names[] = { "insertion", "shell", "heap", "quick", "merge", "radix" };
    uint32_t ref = 0; int ok = 1;
    for (int alg = 0; alg < 6; alg++) {
        memcpy(a, base, sizeof a);
        switch (alg) { case 0: insertion(a, N); break; case 1: shell(a, N); break; case 2: heapsort_(a, N); break; case 3: quick(a, 0, N - 1); break; case 4: merge_bu(a, N); break; default: radix(a, N); }
        uint32_t hv = h(a, N); if (alg == 0) ref = hv; ok &= hv == ref && sorted(a, N);
        printf("%-9s sorted=%d hash=%08x min=%d max=%d\n", names[alg], sorted(a, N), hv, a[0], a[N - 1]);
    }
    for (int i = 0; i < N; i++) a[i] = base[i] % 100; counting(a, N, -99, 99); printf("counting sorted=%d a[1500]=%d\n", sorted(a, N), a[1500]);
    return ok ? 0 : 1;
}
