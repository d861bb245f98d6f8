/* Dynamic stack allocation: __builtin_alloca with run-time sizes (including 0 and odd
   sizes), several allocas in one frame whose blocks must not overlap, alloca inside a loop
   (memory grows until the function returns), alignment of each block, and
   __builtin_alloca_with_align. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

__attribute__((noinline)) static int blocks(int n) {
    char *a = __builtin_alloca((size_t)n);
    char *b = __builtin_alloca((size_t)n * 2 + 1);
    int *c = __builtin_alloca(sizeof(int) * (size_t)n);
    memset(a, 'a', (size_t)n); memset(b, 'b', (size_t)n * 2 + 1);
    for (int i = 0; i < n; i++) c[i] = i;
    int ok = 1;
    for (int i = 0; i < n; i++) ok &= a[i] == 'a' && c[i] == i;
    for (int i = 0; i < 2 * n + 1; i++) ok &= b[i] == 'b';
    ok &= ((uintptr_t)a % 16 == 0) && ((uintptr_t)b % 16 == 0) && ((uintptr_t)c % 16 == 0);
    return ok;
}
__attribute__((noinline)) static long grow(int iters) {
    long sum = 0;
    char *prev = 0;
    int distinct = 1;
    for (int i = 0; i < iters; i++) {
        char *p = __builtin_alloca((size_t)(i * 10 + 1));
        memset(p, i, (size_t)(i * 10 + 1));
        if (p == prev) distinct = 0;
        prev = p;
        sum += p[i * 10];
    }
    return sum * distinct;
}
__attribute__((noinline)) static int aligned_block(int n) { void *p = __builtin_alloca_with_align((size_t)n, 512); memset(p, 0, (size_t)n); return (uintptr_t)p % 64 == 0; }

int main(void) {
    int ok = 0;
    for (int n = 0; n < 50; n += 7) ok += blocks(n);
    printf("blocks ok=%d\n", ok);
    printf("grow=%ld\n", grow(40));
    printf("aligned=%d %d\n", aligned_block(1), aligned_block(1000));
    char *z = __builtin_alloca(0);
    (void)z;
    return ok + (int)(grow(10) & 0x3f);
}
