/* Deep recursion with frames of different sizes: 20000-deep linear recursion with a small
   frame, recursion carrying a 1 KiB local buffer 500 levels deep, recursion whose frame
   size depends on a VLA, and non-tail recursion that combines results on the way back;
   every level checks its own locals after the callee returns. */
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static long down(long n, long acc) {
    volatile long local = n * 3;
    if (n == 0) return acc;
    long r = down(n - 1, acc + (n & 7));
    return local == n * 3 ? r + 1 : -1000000;
}
__attribute__((noinline)) static unsigned buffered(int n) {
    unsigned char buf[1024];
    memset(buf, n & 0xff, sizeof buf);
    unsigned r = n ? buffered(n - 1) : 0;
    for (int i = 0; i < 1024; i += 97) if (buf[i] != (n & 0xff)) return 0xdead;
    return r * 31 + buf[n % 1024];
}
__attribute__((noinline)) static long vla_rec(int n) {
    if (n == 0) return 0;
    int a[n % 64 + 1];
    for (int i = 0; i <= n % 64; i++) a[i] = n + i;
    long r = vla_rec(n - 1);
    long s = 0;
    for (int i = 0; i <= n % 64; i++) s += a[i];
    return r + s;
}
static int depth_max;
__attribute__((noinline)) static int tree(int d, int max) { if (d > depth_max) depth_max = d; return d >= max ? 1 : tree(d + 1, max) + tree(d + 2, max) + 1; }

int main(void) {
    printf("down=%ld\n", down(20000, 0));
    printf("buffered=%08x\n", buffered(500));
    printf("vla_rec=%ld\n", vla_rec(2000));
    int t = tree(0, 24);
    printf("tree=%d depth=%d\n", t, depth_max);
    return (int)(down(1000, 0) & 0x7f);
}
