/* Classic recursive functions: Ackermann A(2,n) and A(3,n) for small n, Towers of Hanoi
   move counting with a move checksum, recursive permutation generation, the Catalan
   numbers by recursive enumeration of balanced parentheses, Fibonacci with and without
   memoisation, and McCarthy's 91 function. */
#include <stdio.h>
#include <string.h>

static long calls;
static long ack(long m, long n) { calls++; if (m == 0) return n + 1; if (n == 0) return ack(m - 1, 1); return ack(m - 1, ack(m, n - 1)); }
static unsigned long hanoi(int n, int from, int to, int via, unsigned long h) {
    if (n == 0) return h;
    h = hanoi(n - 1, from, via, to, h);
    h = h * 31 + (unsigned long)(from * 3 + to);
    return hanoi(n - 1, via, to, from, h);
}
static int perm_count; static unsigned long perm_hash;
static void permute(char *s, int k, int n) {
    if (k == n) { perm_count++; for (int i = 0; i < n; i++) perm_hash = perm_hash * 131 + (unsigned char)s[i]; return; }
    for (int i = k; i < n; i++) { char t = s[k]; s[k] = s[i]; s[i] = t; permute(s, k + 1, n); t = s[k]; s[k] = s[i]; s[i] = t; }
}
static long parens(int open, int close) { if (open == 0 && close == 0) return 1; long c = 0; if (open > 0) c += parens(open - 1, close + 1); if (close > 0) c += parens(open, close - 1); return c; }
static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static long memo[100];
static long fibm(int n) { if (n < 2) return n; if (memo[n]) return memo[n]; return memo[n] = fibm(n - 1) + fibm(n - 2); }
static int mc91(int n) { return n > 100 ? n - 10 : mc91(mc91(n + 11)); }

int main(void) {
    for (int n = 0; n < 5; n++) { calls = 0; long a2 = ack(2, n); long c2 = calls; calls = 0; long a3 = ack(3, n); printf("A(2,%d)=%ld (%ld calls) A(3,%d)=%ld (%ld calls)\n", n, a2, c2, n, a3, calls); }
    for (int n = 1; n <= 16; n += 5) printf("hanoi(%d) hash=%016lx\n", n, hanoi(n, 0, 2, 1, 0));
    char s[] = "abcdefg";
    permute(s, 0, 7);
    printf("permutations=%d hash=%016lx s=%s\n", perm_count, perm_hash, s);
    for (int n = 1; n <= 12; n++) printf("C%d=%ld ", n, parens(n, 0));
    printf("\nfib(25)=%ld fibm(90)=%ld\n", fib(25), fibm(90));
    int mc = 0; for (int n = 0; n < 120; n += 7) mc += mc91(n);
    printf("mc91 sum=%d\n", mc);
    return (int)(fib(20) % 128);
}
