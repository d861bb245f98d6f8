/* Comparisons as values and in branches: all six predicates at type boundaries for
   signed/unsigned 8..64-bit operands, comparisons against constants next to the limits
   (x > INT_MAX-1, x >= 0 on unsigned, x < 0x80), three-way compares, chained
   comparisons combined with && / || / & / |, and counting with comparison results. */
#include <stdio.h>
#include <stdint.h>
#include <limits.h>

__attribute__((noinline)) static int cmp3_i64(int64_t a, int64_t b) { return (a > b) - (a < b); }
__attribute__((noinline)) static int cmp3_u64(uint64_t a, uint64_t b) { return (a > b) - (a < b); }
__attribute__((noinline)) static int near_limits(int x, unsigned u, int8_t c, uint16_t w) {
    return (x > INT_MAX - 1) | (x < INT_MIN + 1) << 1 | (u > UINT_MAX - 2) << 2 | (u < 1) << 3 | (c < -127) << 4 | (c > 126) << 5 |
           (w >= 0x8000) << 6 | (w < 0x80) << 7 | (x >= 0) << 8 | (x <= -1) << 9;
}
__attribute__((noinline)) static int in_all(int a, int b, int c) { return a < b && b < c; }
__attribute__((noinline)) static int any_eq(long a, long b, long c) { return a == b || b == c || a == c; }
__attribute__((noinline)) static int bits_cmp(unsigned a, unsigned b) { return ((a < b) & (a != 0)) | (b == 0); }
__attribute__((noinline)) static int count_less(const int *v, int n, int t) { int c = 0; for (int i = 0; i < n; i++) c += v[i] < t; return c; }
__attribute__((noinline)) static const char *branchy(int64_t a, int64_t b) {
    if (a == b) return "eq";
    if (a < b) { if ((uint64_t)a < (uint64_t)b) return "lt,ult"; return "lt,ugt"; }
    if ((uint64_t)a > (uint64_t)b) return "gt,ugt";
    return "gt,ult";
}

int main(void) {
    volatile int64_t v[] = {INT64_MIN, -1, 0, 1, INT64_MAX, 0x80000000ll, -0x80000000ll};
    for (int i = 0; i < 7; i++) {
        for (int j = 0; j < 7; j++) printf("%2d/%2d/%-6s ", cmp3_i64(v[i], v[j]), cmp3_u64((uint64_t)v[i], (uint64_t)v[j]), branchy(v[i], v[j]));
        printf("\n");
    }
    volatile int xs[] = {INT_MIN, INT_MIN + 1, -1, 0, 1, INT_MAX - 1, INT_MAX};
    for (int i = 0; i < 7; i++) printf("near(%d)=%03x ", xs[i], near_limits(xs[i], (unsigned)xs[i], (int8_t)(xs[i] & 0xff), (uint16_t)xs[i]));
    printf("\n");
    printf("in_all %d %d any_eq %d %d bits_cmp %d %d %d\n", in_all(1, 2, 3), in_all(1, 3, 2), any_eq(1, 2, 1), any_eq(1, 2, 3), bits_cmp(1, 2), bits_cmp(0, 2), bits_cmp(5, 0));
    int arr[100]; for (int i = 0; i < 100; i++) arr[i] = (i * 37) % 101 - 50;
    int c = count_less(arr, 100, 0) * 1000 + count_less(arr, 100, -40);
    printf("count %d\n", c);
    return c % 128;
}
