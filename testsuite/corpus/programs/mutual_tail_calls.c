/* Mutual recursion in tail position (even/odd, a three-state machine, and a
   trampoline-free string matcher), deep enough to need the stack when not optimised
   (30000 levels) and optimised into loops at -O2; plus tail calls through function
   pointers and with more stack arguments than the caller received. */
#include <stdio.h>

static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
static long st_b(long n, long acc);
static long st_c(long n, long acc);
static long st_a(long n, long acc) { return n <= 0 ? acc : st_b(n - 1, acc * 3 % 1000003 + 1); }
static long st_b(long n, long acc) { return n <= 0 ? acc : st_c(n - 1, acc + 7); }
static long st_c(long n, long acc) { return n <= 0 ? acc : st_a(n - 1, acc ^ 0x55); }
/* glob matcher with '*' and '?' using tail calls */
static int match(const char *pat, const char *s) {
    if (*pat == 0) return *s == 0;
    if (*pat == '*') return match(pat + 1, s) || (*s && match(pat, s + 1));
    if (*s && (*pat == '?' || *pat == *s)) return match(pat + 1, s + 1);
    return 0;
}
typedef long (*fn)(long, long);
static long via_ptr(long n, long acc);
static fn next = via_ptr;
static long via_ptr(long n, long acc) { return n == 0 ? acc : next(n - 1, acc + n); }
__attribute__((noinline)) static long many_args(long a, long b, long c, long d, long e, long f, long g, long h) { return a + b + c + d + e + f + g + h; }
__attribute__((noinline)) static long few_args(long a, long b) { return many_args(a, b, a + b, a - b, a * b, 1, 2, 3); }

int main(void) {
    printf("even(30000)=%d odd(29999)=%d even(12345)=%d\n", is_even(30000), is_odd(29999), is_even(12345));
    printf("state machine %ld %ld\n", st_a(30000, 1), st_a(29999, 5));
    const char *pats[] = {"*.c", "a?c*", "*a*b*c*", "?", "", "**x"};
    const char *strs[] = {"main.c", "abcdef", "xaybzc", "", "", "yyx"};
    for (int i = 0; i < 6; i++) printf("match(%s,%s)=%d ", pats[i], strs[i], match(pats[i], strs[i]));
    printf("\nvia_ptr=%ld few_args=%ld\n", via_ptr(20000, 0), few_args(6, 7));
    return is_even(101) + (int)(st_a(100, 1) & 0x3f);
}
