/* Recursion: fib, ackermann (small), hanoi, gcd, permutations, power set, McCarthy 91,
   Tak function and a deep (non-tail) recursion. */
#include <stdio.h>

__attribute__((noinline)) static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__attribute__((noinline)) static long ack(long m, long n) { if (m == 0) return n + 1; if (n == 0) return ack(m - 1, 1); return ack(m - 1, ack(m, n - 1)); }
static int moves;
static void hanoi(int n, char a, char b, char c) { if (!n) return; hanoi(n - 1, a, c, b); moves++; if (n >= 9) printf("move %d %c->%c\n", n, a, c); hanoi(n - 1, b, a, c); }
static long gcd(long a, long b) { return b ? gcd(b, a % b) : a; }
static int perm_count; static char perm_buf[8];
static void permute(char *s, int k, int n) {
    if (k == n) { perm_count++; if (perm_count % 1000 == 1) printf("perm %s\n", s); return; }
    for (int i = k; i < n; i++) { char t = s[k]; s[k] = s[i]; s[i] = t; permute(s, k + 1, n); t = s[k]; s[k] = s[i]; s[i] = t; }
}
static int subset_sums(const int *a, int n, int target) { if (n == 0) return target == 0; return subset_sums(a + 1, n - 1, target - a[0]) + subset_sums(a + 1, n - 1, target); }
static int mc91(int n) { return n > 100 ? n - 10 : mc91(mc91(n + 11)); }
static int tak(int x, int y, int z) { return y < x ? tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y)) : z; }
static long deep(int n) { if (n == 0) return 0; volatile long local[4] = { n, n * 2, n * 3, n * 4 }; return local[n % 4] + deep(n - 1); }
static unsigned long long binom(int n, int k) { if (k == 0 || k == n) return 1; return binom(n - 1, k - 1) + binom(n - 1, k); }

int main(void) {
    for (int i = 0; i <= 25; i += 5) printf("fib(%d)=%ld\n", i, fib(i));
    for (int m = 0; m <= 3; m++) for (int n = 0; n <= 4; n++) printf("ack(%d,%d)=%ld\n", m, n, ack(m, n));
    hanoi(10, 'A', 'B', 'C'); printf("hanoi moves=%d\n", moves);
    printf("gcd %ld %ld %ld\n", gcd(1071, 462), gcd(1LL << 40, 6LL * 1024 * 1024), gcd(17, 5));
    for (int i = 0; i < 7; i++) perm_buf[i] = (char)('a' + i);
    permute(perm_buf, 0, 7); printf("perms=%d\n", perm_count);
    int arr[] = { 3, 34, 4, 12, 5, 2, 7, 8, 1, 9, 11, 6 }; printf("subsets summing to 20: %d\n", subset_sums(arr, 12, 20));
    printf("mc91: %d %d %d\n", mc91(1), mc91(99), mc91(150));
    printf("tak(18,12,6)=%d\n", tak(18, 12, 6));
    printf("deep=%ld\n", deep(20000));
    printf("binom(24,12)=%llu\n", binom(24, 12));
    return (int)(fib(20) % 256);
}
