/* Division and remainder of negative numbers, division by constants (magic-number
   lowering) checked against division by a runtime variable. */
#include <stdio.h>
#include <stdint.h>
#include <limits.h>

#define CONSTDIV(D) \
    __attribute__((noinline)) static void cd_##D(int32_t x, int64_t y, uint32_t ux, uint64_t uy, volatile int d) { \
        if (x / D != x / d || x % D != x % d) printf("bad i32 %d/%d\n", x, D); \
        if (y / D != y / d || y % D != y % d) printf("bad i64 %lld/%d\n", (long long)y, D); \
        if (ux / D != ux / (uint32_t)d || ux % D != ux % (uint32_t)d) printf("bad u32 %u/%d\n", ux, D); \
        if (uy / D != uy / (uint64_t)d || uy % D != uy % (uint64_t)d) printf("bad u64/%d\n", D); \
        acc += (uint64_t)(x / D) + (uint64_t)(y % D) + ux / D + uy % D; \
    }
#define NCONSTDIV(N, D) \
    __attribute__((noinline)) static void ncd_##N(int32_t x, int64_t y, volatile int d) { \
        if (x / D != x / d || x % D != x % d) printf("bad neg i32 %d/%d\n", x, D); \
        if (y / D != y / d || y % D != y % d) printf("bad neg i64 %lld/%d\n", (long long)y, D); \
        acc += (uint64_t)(x / D) * 3 + (uint64_t)(y % D); \
    }
static uint64_t acc;
CONSTDIV(1) CONSTDIV(2) CONSTDIV(3) CONSTDIV(5) CONSTDIV(6) CONSTDIV(7) CONSTDIV(8) CONSTDIV(10)
CONSTDIV(12) CONSTDIV(16) CONSTDIV(25) CONSTDIV(60) CONSTDIV(100) CONSTDIV(641) CONSTDIV(1000) CONSTDIV(65536) CONSTDIV(1000000007)
NCONSTDIV(m1, -1) NCONSTDIV(m2, -2) NCONSTDIV(m3, -3) NCONSTDIV(m7, -7) NCONSTDIV(m8, -8) NCONSTDIV(m10, -10) NCONSTDIV(m1024, -1024)

__attribute__((noinline)) static void show(long long a, long long b) {
    printf("%lld / %lld = %lld, %lld %% %lld = %lld\n", a, b, a / b, a, b, a % b);
}

int main(void) {
    long long pairs[][2] = { {7, 2}, {-7, 2}, {7, -2}, {-7, -2}, {1, 3}, {-1, 3}, {0, -5}, {-9, 3}, {LLONG_MIN, 2}, {LLONG_MIN, LLONG_MAX}, {LLONG_MAX, LLONG_MIN}, {-100, 7} };
    for (unsigned i = 0; i < sizeof pairs / sizeof pairs[0]; i++) show(pairs[i][0], pairs[i][1]);
    printf("int32: %d %d %d %d\n", INT_MIN / 2, INT_MIN % 3, INT_MIN / INT_MAX, -INT_MAX % 10);
    printf("i8: %d %d\n", (signed char)-128 / (signed char)-1, (signed char)-127 % (signed char)10);
    printf("u: %u %u %llu\n", 0xffffffffu / 3u, (unsigned)-7 % 10u, (unsigned long long)-1 / 10ull);
    int32_t xs[] = { 0, 1, -1, 2, -2, 99, -99, 1000000, -1000000, INT_MAX, INT_MIN + 1, INT_MIN, 123456789, -987654321 };
    for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++) {
        int32_t x = xs[i]; int64_t y = (int64_t)x * 4000000007LL + (x & 1 ? -5 : 5);
        if (x == INT_MIN) y = INT64_MIN + 1;
        uint32_t ux = (uint32_t)x; uint64_t uy = (uint64_t)y;
        cd_1(x, y, ux, uy, 1); cd_2(x, y, ux, uy, 2); cd_3(x, y, ux, uy, 3); cd_5(x, y, ux, uy, 5); cd_6(x, y, ux, uy, 6);
        cd_7(x, y, ux, uy, 7); cd_8(x, y, ux, uy, 8); cd_10(x, y, ux, uy, 10); cd_12(x, y, ux, uy, 12); cd_16(x, y, ux, uy, 16);
        cd_25(x, y, ux, uy, 25); cd_60(x, y, ux, uy, 60); cd_100(x, y, ux, uy, 100); cd_641(x, y, ux, uy, 641);
        cd_1000(x, y, ux, uy, 1000); cd_65536(x, y, ux, uy, 65536); cd_1000000007(x, y, ux, uy, 1000000007);
        if (x != INT_MIN) ncd_m1(x, y, -1);
        ncd_m2(x, y, -2); ncd_m3(x, y, -3); ncd_m7(x, y, -7); ncd_m8(x, y, -8); ncd_m10(x, y, -10); ncd_m1024(x, y, -1024);
        printf("x=%d x/7=%d x%%7=%d x/-8=%d x%%-8=%d y/10=%lld y%%10=%lld ux/10=%u\n", x, x / 7, x % 7, x / -8, x % -8, (long long)(y / 10), (long long)(y % 10), ux / 10);
    }
    printf("acc=%llx\n", (unsigned long long)acc);
    return (int)(acc % 100);
}
