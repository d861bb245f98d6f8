/* Duff's device (a switch jumping into the middle of a do-while loop) for copying and
   for summing with every remainder 0..7, a protothread-style coroutine implemented with
   a switch on a saved line number, and a loop unrolled by hand with an entry switch. */
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static void duff_copy(char *to, const char *from, int count) {
    if (count <= 0) return;
    int n = (count + 7) / 8;
    switch (count % 8) {
    case 0: do { *to++ = *from++;
    /* fall through */ case 7: *to++ = *from++;
    /* fall through */ case 6: *to++ = *from++;
    /* fall through */ case 5: *to++ = *from++;
    /* fall through */ case 4: *to++ = *from++;
    /* fall through */ case 3: *to++ = *from++;
    /* fall through */ case 2: *to++ = *from++;
    /* fall through */ case 1: *to++ = *from++;
            } while (--n > 0);
    }
}
struct gen { int state; int i; int a, b; };
/* yields Fibonacci numbers, then squares, then stops (returns -1) */
static int next(struct gen *g) {
    switch (g->state) {
    case 0:
        g->a = 0; g->b = 1;
        for (g->i = 0; g->i < 10; g->i++) {
            g->state = 1; { int t = g->a + g->b; g->a = g->b; g->b = t; } return g->a;
    case 1:;
        }
        for (g->i = 1; g->i <= 5; g->i++) {
            g->state = 2; return g->i * g->i;
    case 2:;
        }
        g->state = 3;
        /* fall through */
    case 3:
        return -1;
    }
    return -2;
}
__attribute__((noinline)) static long unrolled_sum(const int *a, int n) {
    long s = 0; int i = 0;
    switch (n & 3) {
    case 3: s += a[i++]; /* fall through */
    case 2: s += a[i++]; /* fall through */
    case 1: s += a[i++]; /* fall through */
    case 0: break;
    }
    for (; i < n; i += 4) s += a[i] + a[i + 1] + a[i + 2] + a[i + 3];
    return s;
}

int main(void) {
    const char *src = "Duff's device copies eight bytes per iteration, entering mid-loop.";
    int bad = 0;
    for (int len = 0; len <= (int)strlen(src); len++) {
        char dst[100];
        memset(dst, '#', sizeof dst);
        duff_copy(dst, src, len);
        if (memcmp(dst, src, (size_t)len) != 0 || dst[len] != '#') bad++;
    }
    char out[100] = {0};
    duff_copy(out, src, 37);
    printf("copy37='%s' bad=%d\n", out, bad);
    struct gen g = {0, 0, 0, 0};
    int v, count = 0;
    while ((v = next(&g)) >= 0) { printf("%d ", v); count++; }
    printf("(%d values)\n", count);
    int arr[23]; for (int i = 0; i < 23; i++) arr[i] = i * i;
    for (int n = 0; n <= 23; n += 5) printf("sum(%d)=%ld ", n, unrolled_sum(arr, n));
    printf("\n");
    return bad + count;
}
