/* Sorting algorithms for integers: a branch-free 8-element sorting network (min/max via
   comparisons), LSD radix sort of u32 and u64 keys with 8-bit digits, counting sort of
   bytes, insertion sort for small runs, a bottom-up merge sort, and shell sort; all
   results checked against each other. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <stdlib.h>

#define SWAP(a, b) do { int32_t lo = a < b ? a : b, hi = a < b ? b : a; a = lo; b = hi; } while (0)
static void net8(int32_t *v) {
    SWAP(v[0], v[1]); SWAP(v[2], v[3]); SWAP(v[4], v[5]); SWAP(v[6], v[7]);
    SWAP(v[0], v[2]); SWAP(v[1], v[3]); SWAP(v[4], v[6]); SWAP(v[5], v[7]);
    SWAP(v[1], v[2]); SWAP(v[5], v[6]); SWAP(v[0], v[4]); SWAP(v[3], v[7]);
    SWAP(v[1], v[5]); SWAP(v[2], v[6]);
    SWAP(v[1], v[4]); SWAP(v[3], v[6]);
    SWAP(v[2], v[4]); SWAP(v[3], v[5]);
    SWAP(v[3], v[4]);
}
static void radix32(uint32_t *a, uint32_t *tmp, int n) {
    for (int shift = 0; shift < 32; shift += 8) {
        int cnt[257] = {0};
        for (int i = 0; i < n; i++) cnt[((a[i] >> shift) & 255) + 1]++;
        for (int i = 0; i < 256; i++) cnt[i + 1] += cnt[i];
        for (int i = 0; i < n; i++) tmp[cnt[(a[i] >> shift) & 255]++] = a[i];
        memcpy(a, tmp, sizeof(uint32_t) * (size_t)n);
    }
}
static void radix64(uint64_t *a, uint64_t *tmp, int n) {
    for (int shift = 0; shift < 64; shift += 8) {
        int cnt[257] = {0};
        for (int i = 0; i < n; i++) cnt[((a[i] >> shift) & 255) + 1]++;
        for (int i = 0; i < 256; i++) cnt[i + 1] += cnt[i];
        for (int i = 0; i < n; i++) tmp[cnt[(a[i] >> shift) & 255]++] = a[i];
        memcpy(a, tmp, sizeof(uint64_t) * (size_t)n);
    }
}
static void merge_sort(uint32_t *a, uint32_t *tmp, int n) {
    for (int w = 1; w < n; w *= 2) {
        for (int lo = 0; lo < n; lo += 2 * w) {
            int mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n, i = lo, j = mid, k = lo;
            while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
            while (i < mid) tmp[k++] = a[i++];
            while (j < hi) tmp[k++] = a[j++];
        }
        memcpy(a, tmp, sizeof(uint32_t) * (size_t)n);
    }
}
static void shell_sort(uint32_t *a, int n) { for (int gap = n / 2; gap; gap /= 2) for (int i = gap; i < n; i++) { uint32_t v = a[i]; int j = i; while (j >= gap && a[j - gap] > v) { a[j] = a[j - gap]; j -= gap; } a[j] = v; } }
static int cmp32(const void *a, const void *b) { uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b; return (x > y) - (x < y); }

int main(void) {
    enum { N = 5000 };
    static uint32_t a[N], b[N], c[N], d[N], tmp[N]; static uint64_t w[N], wt[N];
    uint64_t s = 88172645463325252ull;
    for (int i = 0; i < N; i++) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; a[i] = b[i] = c[i] = d[i] = (uint32_t)s; w[i] = s; }
    radix32(a, tmp, N); merge_sort(b, tmp, N); shell_sort(c, N); qsort(d, N, sizeof d[0], cmp32);
    int same = !memcmp(a, b, sizeof a) && !memcmp(a, c, sizeof a) && !memcmp(a, d, sizeof a);
    radix64(w, wt, N);
    int sorted64 = 1; for (int i = 1; i < N; i++) sorted64 &= w[i - 1] <= w[i];
    int bad = 0;
    for (int t = 0; t < 1000; t++) {
        int32_t v[8], r[8];
        for (int i = 0; i < 8; i++) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; v[i] = (int32_t)(s % 21) - 10; r[i] = v[i]; }
        net8(v);
        for (int i = 1; i < 8; i++) if (v[i - 1] > v[i]) bad++;
        long sv = 0, sr = 0; for (int i = 0; i < 8; i++) { sv += v[i]; sr += r[i]; } if (sv != sr) bad++;
    }
    unsigned char bytes[1000]; int cnt[256] = {0};
    for (int i = 0; i < 1000; i++) { bytes[i] = (unsigned char)(a[i] >> 13); cnt[bytes[i]]++; }
    int k = 0; for (int v = 0; v < 256; v++) while (cnt[v]--) bytes[k++] = (unsigned char)v;
    printf("all sorts agree=%d radix64 sorted=%d network bad=%d min=%u max=%u median=%u bytes[500]=%d\n", same, sorted64, bad, a[0], a[N - 1], a[N / 2], bytes[500]);
    return same && sorted64 && !bad ? (int)(a[N / 2] >> 25) : 100;
}
