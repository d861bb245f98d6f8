/* __builtin_setjmp/__builtin_longjmp (the lightweight GCC builtins using a 5-word
   buffer): jumping out of nested calls, repeated use of the same buffer in a loop,
   values kept in volatile locals, and interleaving with ordinary function calls. */
/* check-programs: no-asan (longjmp over instrumented frames) */
#include <stdio.h>

static void *buf[5];
static int hits;

__attribute__((noinline)) static void leaf(int n) { if (n % 3 == 0) { hits++; __builtin_longjmp(buf, 1); } }
__attribute__((noinline)) static int middle(int n) { volatile int local = n * 2; leaf(n); return local + 1; }
__attribute__((noinline)) static int attempt(int n) {
    volatile int result = -1;
    if (__builtin_setjmp(buf) == 0) {
        result = middle(n);
    } else {
        result = -n;
    }
    return result;
}
__attribute__((noinline)) static long deep(int n) { if (n == 0) __builtin_longjmp(buf, 1); return deep(n - 1) + 1; }

int main(void) {
    long sum = 0;
    for (int i = 0; i < 20; i++) {
        int r = attempt(i);
        sum += r;
        printf("%d ", r);
    }
    printf("\nsum=%ld hits=%d\n", sum, hits);
    volatile int rounds = 0;
    if (__builtin_setjmp(buf) == 0) { rounds = 1; deep(1000); rounds = 99; }
    else rounds += 10;
    printf("rounds=%d\n", rounds);
    return (int)(sum & 0x7f) ^ hits;
}
