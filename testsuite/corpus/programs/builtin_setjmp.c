/* __builtin_setjmp / __builtin_longjmp (lightweight SJLJ): unwinding through frames,
   nested use, and preserving volatile state. */
#include <stdio.h>

static void *buf[5];
static void *buf2[5];
static volatile int trace;

__attribute__((noinline)) static void thrower(int n) {
    trace = trace * 10 + n;
    if (n == 0) __builtin_longjmp(buf, 1);
    thrower(n - 1);
}
__attribute__((noinline)) static int try_it(int n) {
    if (__builtin_setjmp(buf) == 0) { thrower(n); return -1; }
    return trace;
}
__attribute__((noinline)) static void jump2(void) { __builtin_longjmp(buf2, 1); }
__attribute__((noinline)) static void jump1(void) { __builtin_longjmp(buf, 1); }
__attribute__((noinline)) static int inner_catch(int v) {
    if (__builtin_setjmp(buf2) == 0) {
        if (v > 2) jump2();
        return v * 100;
    }
    return -v;
}

int main(void) {
    int total = 0;
    for (int n = 0; n < 5; n++) { trace = 0; int r = try_it(n); printf("try_it(%d)=%d\n", n, r); total += r; }
    for (int v = 0; v < 6; v++) { int r = inner_catch(v); printf("inner_catch(%d)=%d\n", v, r); total += r; }
    volatile long acc = 0;
    for (int i = 0; i < 100; i++) {
        if (__builtin_setjmp(buf) == 0) { acc += i; if (i % 7 == 0) jump1(); acc += 1000; }
        else acc -= 1;
    }
    printf("acc=%ld total=%d\n", acc, total);
    return total & 0xff;
}
