/* min, max, abs and clamp idioms for every width (compiled to compare+select/cmov),
   labs/llabs/imaxabs, selects between loads, selects feeding address computations,
   and branch-free sign functions. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <inttypes.h>

#define MM(T, N)                                                                     \
    __attribute__((noinline)) static T min_##N(T a, T b) { return a < b ? a : b; }   \
    __attribute__((noinline)) static T max_##N(T a, T b) { return a > b ? a : b; }   \
    __attribute__((noinline)) static T clamp_##N(T v, T lo, T hi) { return v < lo ? lo : v > hi ? hi : v; }
MM(int8_t, i8) MM(uint8_t, u8) MM(int16_t, i16) MM(uint16_t, u16) MM(int32_t, i32) MM(uint32_t, u32) MM(int64_t, i64) MM(uint64_t, u64)

__attribute__((noinline)) static int sign32(int x) { return (x > 0) - (x < 0); }
__attribute__((noinline)) static int64_t abs64_branchless(int64_t x) { int64_t m = x >> 63; return (x ^ m) - m; }
__attribute__((noinline)) static int select_load(const int *a, const int *b, int c) { return c ? *a : *b; }
__attribute__((noinline)) static int select_index(const int *arr, int i, int j) { return arr[i < j ? i : j]; }
__attribute__((noinline)) static unsigned umin3(unsigned a, unsigned b, unsigned c) { unsigned m = a < b ? a : b; return m < c ? m : c; }

int main(void) {
    volatile int64_t v[] = {INT64_MIN + 1, -4000000000ll, -70000, -129, -128, -1, 0, 1, 127, 128, 255, 256, 40000, 70000, 4000000000ll, INT64_MAX};
    int n = (int)(sizeof v / sizeof v[0]);
    unsigned long long h = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int64_t a = v[i], b = v[j];
            h = h * 1000003 + (uint64_t)min_i8((int8_t)a, (int8_t)b) + max_u8((uint8_t)a, (uint8_t)b) + (uint64_t)min_i16((int16_t)a, (int16_t)b) +
                max_u16((uint16_t)a, (uint16_t)b) + (uint64_t)min_i32((int32_t)a, (int32_t)b) + max_u32((uint32_t)a, (uint32_t)b) +
                (uint64_t)max_i64(a, b) + min_u64((uint64_t)a, (uint64_t)b);
            h ^= (uint64_t)clamp_i64(a, -1000, b) + (uint64_t)clamp_i32((int32_t)a, -5, 5) + clamp_u8((uint8_t)a, 10, 200);
        }
    printf("minmax hash %016llx\n", h);
    for (int i = 0; i < n; i++)
        printf("%20lld sign=%2d abs=%20lld llabs=%20lld labs32=%ld imaxabs=%" PRIdMAX "\n", (long long)v[i], sign32((int)(v[i] >> 32 | 1)),
               (long long)abs64_branchless(v[i]), llabs(v[i]), labs((int32_t)v[i] == INT32_MIN ? 0 : (int32_t)v[i]), imaxabs(v[i]));
    int x = 5, y = 9, arr[] = {10, 20, 30, 40};
    printf("select_load %d %d select_index %d %d umin3 %u\n", select_load(&x, &y, 1), select_load(&x, &y, 0), select_index(arr, 3, 1), select_index(arr, 0, 2), umin3(7, 3, 5));
    return (int)(h & 0x7f);
}
