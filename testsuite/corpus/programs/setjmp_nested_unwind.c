/* setjmp/longjmp across several frames: nested jmp_buf handlers (an exception-like
   try/catch stack), longjmp from deep recursion, longjmp(buf, 0) delivering 1, volatile
   locals modified between setjmp and longjmp keeping their new values, and setjmp in a
   loop used as a retry mechanism. */
/* check-programs: no-asan (longjmp over instrumented frames) */
#include <stdio.h>
#include <setjmp.h>

static jmp_buf *handlers[8];
static int depth;
static int try_count;
#define THROW(code) longjmp(*handlers[depth - 1], (code))

__attribute__((noinline)) static int recurse_then_throw(int n, int code) {
    volatile char pad[64];
    pad[n % 64] = (char)n;
    if (n == 0) THROW(code);
    return recurse_then_throw(n - 1, code) + pad[n % 64];
}
__attribute__((noinline)) static int inner(int what) {
    jmp_buf jb;
    handlers[depth++] = &jb;
    volatile int result = -1;
    int code = setjmp(jb);
    if (code == 0) {
        try_count++;
        if (what == 1) recurse_then_throw(100, 7);
        if (what == 2) { depth--; THROW(99); } /* rethrow to the outer handler */
        result = 10;
    } else {
        result = code * 100;
    }
    depth--;
    return result;
}
__attribute__((noinline)) static int outer(int what) {
    jmp_buf jb;
    handlers[depth++] = &jb;
    volatile int stage = 0;
    int code = setjmp(jb);
    if (code == 0) {
        stage = 1;
        int r = inner(what);
        stage = 2;
        depth--;
        return r;
    }
    depth--;
    return -code - stage * 1000;
}
static jmp_buf retry_buf;
static int attempts;
__attribute__((noinline)) static void flaky(void) { if (++attempts < 5) longjmp(retry_buf, attempts); }

int main(void) {
    printf("outer(0)=%d\n", outer(0));
    printf("outer(1)=%d\n", outer(1));
    printf("outer(2)=%d\n", outer(2));
    jmp_buf jb;
    volatile int zero_val = 0;
    int v = setjmp(jb);
    if (v == 0) longjmp(jb, 0);
    zero_val = v;
    printf("longjmp(jb, 0) delivered %d\n", zero_val);
    volatile int last = 0;
    int r = setjmp(retry_buf);
    last = r;
    flaky();
    printf("retries: attempts=%d last=%d try_count=%d depth=%d\n", attempts, last, try_count, depth);
    return outer(1) / 100 + attempts;
}
