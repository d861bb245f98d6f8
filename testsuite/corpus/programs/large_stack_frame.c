/* Large stack frames (100KB .. 1MB locals), stack probes, big arrays addressed with
   large offsets, and recursion with large frames. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

__attribute__((noinline)) static uint32_t big_frame_128k(int seed) {
    volatile uint8_t buf[128 * 1024];
    for (size_t i = 0; i < sizeof buf; i += 61) buf[i] = (uint8_t)(i * (size_t)seed);
    buf[sizeof buf - 1] = (uint8_t)seed;
    uint32_t h = 0; for (size_t i = 0; i < sizeof buf; i += 61) h = h * 31 + buf[i];
    return h + buf[sizeof buf - 1];
}
__attribute__((noinline)) static double big_frame_mixed(int n) {
    double d[20000]; int idx[5000]; char small = (char)n; long tail[3];
    for (int i = 0; i < 20000; i++) d[i] = i * 0.5 + n;
    for (int i = 0; i < 5000; i++) idx[i] = (i * 7919) % 20000;
    tail[0] = n; tail[1] = n * 2; tail[2] = small;
    double s = 0; for (int i = 0; i < 5000; i++) s += d[idx[i]];
    return s + (double)(tail[0] + tail[1] + tail[2]);
}
__attribute__((noinline)) static long rec_big(int depth) {
    int arr[8192];  /* 32 KB per frame */
    for (int i = 0; i < 8192; i++) arr[i] = depth + i;
    if (depth == 0) return arr[8191];
    return arr[depth * 13] + rec_big(depth - 1);
}
__attribute__((noinline)) static int one_mb(void) {
    static const int N = 1 << 18;
    int a[1 << 18];
    memset(a, 0, sizeof a);
    for (int i = 0; i < N; i += 4096) a[i] = i / 4096;
    int s = 0; for (int i = 0; i < N; i += 4096) s += a[i];
    a[N - 1] = 7;
    return s + a[N - 1];
}
__attribute__((noinline)) static int many_args_big_frame(int a, int b, int c, int d, int e, int f, int g, int h, int i, int j) {
    char big[200000];
    memset(big, a + b, sizeof big);
    big[c * 1000] = (char)d; big[199999] = (char)(e + f + g + h + i + j);
    return big[0] + big[c * 1000] + big[199999] + big[100000];
}

int main(void) {
    printf("128k: %08x %08x\n", big_frame_128k(3), big_frame_128k(7));
    printf("mixed: %.1f\n", big_frame_mixed(11));
    printf("rec_big: %ld\n", rec_big(10));
    printf("one_mb: %d\n", one_mb());
    printf("many_args: %d\n", many_args_big_frame(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
    return one_mb() & 0xff;
}
