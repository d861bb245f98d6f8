/* Optimisation hints and trap builtins on paths that are never executed:
   __builtin_expect / __builtin_expect_with_probability on hot and cold branches,
   __builtin_unpredictable, __builtin_assume with true conditions, __builtin_unreachable
   after exhaustive switches, __builtin_trap and abort() in impossible branches, and
   __attribute__((cold/hot/noreturn)) functions. */
/* check-programs: clang-only (__builtin_assume, __builtin_unpredictable) */
#include <stdio.h>
#include <stdlib.h>

__attribute__((cold, noinline, noreturn)) static void fatal(const char *msg) { printf("fatal: %s\n", msg); exit(3); }
__attribute__((hot, noinline)) static int hot_path(int x) { return x * 2 + 1; }
__attribute__((noinline)) static int checked_div(int a, int b) {
    if (__builtin_expect(b == 0, 0)) fatal("division by zero");
    return a / b;
}
__attribute__((noinline)) static int kind(unsigned x) {
    switch (x & 3) {
    case 0: return 10;
    case 1: return 20;
    case 2: return 30;
    case 3: return 40;
    }
    __builtin_unreachable();
}
__attribute__((noinline)) static int assume_positive(int x) {
    __builtin_assume(x > 0);
    return x / 2 + (x > 0);
}
__attribute__((noinline)) static int guarded(int *p) {
    if (!p) __builtin_trap();
    return *p + 1;
}
__attribute__((noinline)) static int prob(int x) {
    if (__builtin_expect_with_probability(x > 1000, 1, 0.05)) return -x;
    if (__builtin_unpredictable(x & 1)) return x * 3;
    return x / 2;
}

int main(void) {
    long s = 0;
    for (int i = 1; i < 200; i++) {
        s += checked_div(1000, i) + kind((unsigned)i) + assume_positive(i) + hot_path(i) + prob(i * 7);
        if (i == 300) abort();
    }
    int v = 41;
    s += guarded(&v);
    printf("s=%ld\n", s);
    return (int)(s & 0x7f);
}
