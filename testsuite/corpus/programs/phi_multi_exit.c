/* Control-flow merges with many incoming values: functions with many return points,
   loops with several exits carrying different values out, switch arms assigning a
   variable later merged (phi nodes), values swapped on every iteration (a phi cycle that
   needs a parallel copy), and conditional chains computing min/max/sum together. */
#include <stdio.h>

__attribute__((noinline)) static int many_returns(int x) {
    if (x < -100) return -3;
    if (x < 0) return -1;
    if (x == 0) return 0;
    if (x < 10) return x * x;
    if (x % 2 == 0) return x / 2;
    if (x % 3 == 0) return x / 3;
    if (x > 1000) return 1000;
    return x + 1;
}
__attribute__((noinline)) static int search_exit(const int *a, int n, int key, int *where) {
    for (int i = 0; i < n; i++) {
        if (a[i] == key) { *where = i; return 1; }
        if (a[i] > key * 10) { *where = -i; return 2; }
        if (a[i] < 0) { *where = i * 100; return 3; }
    }
    *where = n;
    return 0;
}
__attribute__((noinline)) static long swap_cycle(int n) {
    long a = 1, b = 2, c = 3;
    for (int i = 0; i < n; i++) { long t = a; a = b; b = c; c = t + (i & 7); }
    return a * 10000 + b * 100 + c;
}
__attribute__((noinline)) static int merge_switch(int k, int x) {
    int v;
    switch (k % 6) {
    case 0: v = x; break;
    case 1: v = -x; break;
    case 2: v = x * 3; break;
    case 3: v = x ^ 0x55; break;
    case 4: v = x >> 1; break;
    default: v = 42;
    }
    return v + k;
}
__attribute__((noinline)) static void stats(const int *a, int n, int *mn, int *mx, long *sum) {
    int lo = a[0], hi = a[0]; long s = 0;
    for (int i = 0; i < n; i++) { if (a[i] < lo) lo = a[i]; else if (a[i] > hi) hi = a[i]; s += a[i]; }
    *mn = lo; *mx = hi; *sum = s;
}

int main(void) {
    long t = 0;
    for (int x = -200; x < 1100; x += 7) t += many_returns(x);
    int arr[50]; for (int i = 0; i < 50; i++) arr[i] = (i * 17) % 53;
    int w, r1 = search_exit(arr, 50, 34, &w), w1 = w, r2 = search_exit(arr, 50, 2, &w), w2 = w, r3 = search_exit(arr, 50, 1000, &w);
    printf("many_returns sum=%ld search %d/%d %d/%d %d/%d\n", t, r1, w1, r2, w2, r3, w);
    printf("swap_cycle %ld %ld %ld\n", swap_cycle(0), swap_cycle(1), swap_cycle(1000));
    long ms = 0; for (int k = 0; k < 60; k++) ms += merge_switch(k, k * 11);
    int mn, mx; long sum;
    stats(arr, 50, &mn, &mx, &sum);
    printf("merge_switch sum=%ld stats %d %d %ld\n", ms, mn, mx, sum);
    return (int)((t + ms) & 0x7f);
}
