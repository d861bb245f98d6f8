/* Comparisons and arithmetic mixing integers and floating point: int64 values converted
   to double lose precision (2^53+1 == 2^53), u64 vs double around 2^64, int vs float
   equality for large ints, integer->float->integer round trips, and usual arithmetic
   conversions (int + float is float, long + double is double). */
#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static int eq_i64_d(int64_t a, double b) { return a == b; }
__attribute__((noinline)) static int lt_u64_d(uint64_t a, double b) { return a < b; }
__attribute__((noinline)) static int eq_i32_f(int32_t a, float b) { return a == b; }
__attribute__((noinline)) static float add_i_f(int a, float b) { return a + b; }
__attribute__((noinline)) static double add_l_d(long a, double b) { return a + b; }
__attribute__((noinline)) static int floor_div(int a, double b) { return (int)(a / b); }

int main(void) {
    volatile int64_t p53 = 1ll << 53;
    printf("2^53+1 == (double)2^53: %d, 2^53 == 2^53: %d\n", eq_i64_d(p53 + 1, (double)p53), eq_i64_d(p53, 9007199254740992.0));
    printf("u64 max < 2^64: %d, 2^63 < 2^63: %d, 2^63-1 < 2^63: %d\n", lt_u64_d(UINT64_MAX, 18446744073709551616.0), lt_u64_d(1ull << 63, 9223372036854775808.0),
           lt_u64_d((1ull << 63) - 1, 9223372036854775808.0));
    printf("16777217 == 16777216.0f: %d, 16777216 == 16777216.0f: %d\n", eq_i32_f(16777217, 16777216.0f), eq_i32_f(16777216, 16777216.0f));
    printf("int+float: %a %a\n", (double)add_i_f(16777217, 0.0f), (double)add_i_f(-3, 0.5f));
    printf("long+double: %a %a\n", add_l_d((1l << 62) + 1, 0.0), add_l_d(-1, 0.25));
    printf("floor_div: %d %d %d\n", floor_div(7, 2.0), floor_div(-7, 2.0), floor_div(1000000, 3.0));
    int bad = 0, cnt = 0;
    for (int64_t i = -100000; i <= 100000; i += 7) {
        double d = (double)i; float f = (float)i;
        if ((int64_t)d != i) bad++;
        if ((int64_t)f == i) cnt++;
    }
    for (int k = 20; k < 63; k++) {
        int64_t v = (int64_t)1 << k;
        if ((int64_t)(double)(v - 1) == v - 1) cnt++;
    }
    printf("exact counts: %d bad %d\n", cnt, bad);
    return bad ? 1 : cnt % 128;
}
