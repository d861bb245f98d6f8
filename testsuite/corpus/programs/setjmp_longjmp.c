/* setjmp/longjmp: error unwinding through several frames, volatile locals preserved,
   nested jmp_bufs, longjmp from a callback inside qsort, re-entering a loop. */
#include <stdio.h>
#include <setjmp.h>
#include <stdlib.h>

static jmp_buf env, env2;
static int depth_reached;

__attribute__((noinline)) static void deep(int n) {
    char pad[64]; pad[0] = (char)n; (void)pad;
    depth_reached = n;
    if (n == 0) longjmp(env, 42);
    deep(n - 1);
}
__attribute__((noinline)) static int checked_div(int a, int b) { if (b == 0) longjmp(env2, 1); return a / b; }
static int cmp_abort(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    if (x == 13 || y == 13) longjmp(env, 13);
    return (x > y) - (x < y);
}

int main(void) {
    volatile int counter = 0;
    int r = setjmp(env);
    if (r == 0) { counter = 1; deep(50); printf("not reached\n"); }
    else printf("longjmp returned %d, counter=%d depth=%d\n", r, counter, depth_reached);
    /* longjmp with value 0 becomes 1 */
    volatile int pass = 0;
    if ((r = setjmp(env)) == 0) { pass++; longjmp(env, 0); }
    printf("zero value -> %d pass=%d\n", r, pass);
    /* retry loop */
    volatile int attempts = 0; int divs[] = { 0, 0, 5 };
    volatile int result = 0;
    if (setjmp(env2)) { attempts++; printf("div error, attempt %d\n", attempts); }
    if (attempts < 3) result = checked_div(100, divs[attempts]);
    printf("result=%d attempts=%d\n", result, attempts);
    /* longjmp out of qsort comparator */
    int arr[] = { 5, 3, 9, 13, 1, 7 };
    if ((r = setjmp(env)) == 0) { qsort(arr, 6, sizeof(int), cmp_abort); printf("sorted\n"); }
    else printf("qsort aborted with %d\n", r);
    /* nested buffers */
    jmp_buf inner; volatile int stage = 0;
    if (setjmp(env) == 0) {
        stage = 1;
        if (setjmp(inner) == 0) { stage = 2; longjmp(inner, 1); }
        stage = 3;
        longjmp(env, 2);
    }
    printf("stage=%d\n", stage);
    return counter + attempts * 10;
}
