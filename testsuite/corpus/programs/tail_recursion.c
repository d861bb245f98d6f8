/* Tail-recursive functions (accumulators), mutually tail-recursive state machines,
   and sibling calls with different argument counts; depth kept modest for -O0. */
#include <stdio.h>
#include <stdint.h>

static uint64_t fact_acc(uint64_t n, uint64_t acc) { return n <= 1 ? acc : fact_acc(n - 1, acc * n); }
static long sum_to(long n, long acc) { if (n == 0) return acc; return sum_to(n - 1, acc + n); }
static int gcd_t(int a, int b) { return b == 0 ? a : gcd_t(b, a % b); }
static int st_a(const char *s, int n); static int st_b(const char *s, int n);
static int st_a(const char *s, int n) { if (!*s) return n; return *s == 'x' ? st_b(s + 1, n + 1) : st_a(s + 1, n); }
static int st_b(const char *s, int n) { if (!*s) return -n; return *s == 'y' ? st_a(s + 1, n * 2) : st_b(s + 1, n); }
__attribute__((noinline)) static long three(long a, long b, long c) { return a * 100 + b * 10 + c; }
__attribute__((noinline)) static long sibling(long a, long b) { return three(b, a, a + b); }
static uint32_t collatz_len(uint64_t n, uint32_t acc) { return n == 1 ? acc : collatz_len(n % 2 ? 3 * n + 1 : n / 2, acc + 1); }

int main(void) {
    printf("fact(20)=%llu\n", (unsigned long long)fact_acc(20, 1));
    printf("sum_to(20000)=%ld\n", sum_to(20000, 0));
    printf("gcd=%d\n", gcd_t(1234567890, 987654321));
    printf("st=%d %d\n", st_a("axbyxxyyzxy", 1), st_a("xyxyxyxyx", 1));
    printf("sibling=%ld\n", sibling(3, 4));
    uint32_t best = 0, arg = 0; for (uint64_t n = 1; n < 30000; n++) { uint32_t l = collatz_len(n, 0); if (l > best) { best = l; arg = (uint32_t)n; } } printf("collatz max len=%u at %u\n", best, arg);
    return (int)(best & 0xff);
}
