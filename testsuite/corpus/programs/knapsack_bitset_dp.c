/* Dynamic programming over bit sets and tables: 0/1 knapsack (1-D table, items in
   reverse capacity order), subset-sum reachability with a 4096-bit bitset shifted and
   OR-ed per item (multi-word shifts), coin change counting with u64, and longest
   increasing subsequence with patience sorting (binary search). */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define W 1000
static int knapsack(const int *wt, const int *val, int n, int cap) {
    static int best[W + 1];
    memset(best, 0, sizeof best);
    for (int i = 0; i < n; i++) for (int c = cap; c >= wt[i]; c--) if (best[c - wt[i]] + val[i] > best[c]) best[c] = best[c - wt[i]] + val[i];
    return best[cap];
}
#define SB 4096
#define SW (SB / 64)
static void shl_or(uint64_t *b, int s) {
    uint64_t t[SW];
    int ws = s / 64, bs = s % 64;
    for (int i = SW - 1; i >= 0; i--) {
        uint64_t v = 0;
        if (i - ws >= 0) v = b[i - ws] << bs;
        if (bs && i - ws - 1 >= 0) v |= b[i - ws - 1] >> (64 - bs);
        t[i] = v;
    }
    for (int i = 0; i < SW; i++) b[i] |= t[i];
}
static uint64_t coin_ways(const int *coins, int n, int amount) { uint64_t ways[1001] = {1}; for (int i = 0; i < n; i++) for (int a = coins[i]; a <= amount; a++) ways[a] += ways[a - coins[i]]; return ways[amount]; }
static int lis(const int *a, int n) {
    int tails[2000], len = 0;
    for (int i = 0; i < n; i++) { int lo = 0, hi = len; while (lo < hi) { int mid = (lo + hi) / 2; if (tails[mid] < a[i]) lo = mid + 1; else hi = mid; } tails[lo] = a[i]; if (lo == len) len++; }
    return len;
}

int main(void) {
    int wt[60], val[60];
    unsigned x = 17;
    for (int i = 0; i < 60; i++) { x = x * 1103515245u + 12345u; wt[i] = 5 + (int)((x >> 8) % 60); x = x * 1103515245u + 12345u; val[i] = 1 + (int)((x >> 8) % 100); }
    printf("knapsack: cap 100 -> %d, cap 500 -> %d, cap 1000 -> %d\n", knapsack(wt, val, 60, 100), knapsack(wt, val, 60, 500), knapsack(wt, val, 60, 1000));
    uint64_t bits[SW] = {1};
    for (int i = 0; i < 25; i++) shl_or(bits, wt[i] * 3 + i);
    int reach = 0; for (int i = 0; i < SW; i++) reach += __builtin_popcountll(bits[i]);
    printf("subset sums reachable below %d: %d (has 1000: %d, has 4095: %d)\n", SB, reach, (int)(bits[1000 / 64] >> (1000 % 64) & 1), (int)(bits[SW - 1] >> 63));
    int coins[] = {1, 2, 5, 10, 20, 50, 100, 200};
    printf("coin ways(200)=%llu ways(1000)=%llu\n", (unsigned long long)coin_ways(coins, 8, 200), (unsigned long long)coin_ways(coins, 8, 1000));
    int seq[2000];
    for (int i = 0; i < 2000; i++) { x = x * 1103515245u + 12345u; seq[i] = (int)((x >> 8) % 100000); }
    printf("lis=%d\n", lis(seq, 2000));
    return reach & 0x7f;
}
