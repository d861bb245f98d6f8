/* Dynamic programming: LCS, edit distance, 0/1 knapsack, coin change, longest increasing
   subsequence (patience), matrix chain multiplication, subset-sum bitset. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

static int lcs(const char *a, const char *b, char *out) {
    int n = (int)strlen(a), m = (int)strlen(b); static int L[128][128];
    for (int i = 0; i <= n; i++) for (int j = 0; j <= m; j++) L[i][j] = (!i || !j) ? 0 : a[i - 1] == b[j - 1] ? L[i - 1][j - 1] + 1 : (L[i - 1][j] > L[i][j - 1] ? L[i - 1][j] : L[i][j - 1]);
    int k = L[n][m]; out[k] = 0; int i = n, j = m; while (i && j) { if (a[i - 1] == b[j - 1]) { out[--k] = a[i - 1]; i--; j--; } else if (L[i - 1][j] >= L[i][j - 1]) i--; else j--; }
    return L[n][m];
}
static int edit(const char *a, const char *b) {
    int n = (int)strlen(a), m = (int)strlen(b); int prev[128], cur[128];
    for (int j = 0; j <= m; j++) prev[j] = j;
    for (int i = 1; i <= n; i++) { cur[0] = i; for (int j = 1; j <= m; j++) { int c = prev[j - 1] + (a[i - 1] != b[j - 1]); if (prev[j] + 1 < c) c = prev[j] + 1; if (cur[j - 1] + 1 < c) c = cur[j - 1] + 1; cur[j] = c; } memcpy(prev, cur, sizeof cur); }
    return prev[m];
}
static int knap(const int *w, const int *v, int n, int cap) { static int dp[10001]; memset(dp, 0, sizeof dp); for (int i = 0; i < n; i++) for (int c = cap; c >= w[i]; c--) if (dp[c - w[i]] + v[i] > dp[c]) dp[c] = dp[c - w[i]] + v[i]; return dp[cap]; }
static long long coin_ways(const int *c, int n, int amt) { static long long dp[10001]; memset(dp, 0, sizeof dp); dp[0] = 1; for (int i = 0; i < n; i++) for (int a = c[i]; a <= amt; a++) dp[a] += dp[a - c[i]]; return dp[amt]; }
static int lis(const int *a, int n) { static int tails[5000]; int len = 0; for (int i = 0; i < n; i++) { int lo = 0, hi = len; while (lo < hi) { int mid = (lo + hi) / 2; if (tails[mid] < a[i]) lo = mid + 1; else hi = mid; } tails[lo] = a[i]; if (lo == len) len++; } return len; }
static long long matrix_chain(const int *d, int n) {
    static long long m[32][32]; for (int i = 1; i < n; i++) m[i][i] = 0;
    for (int len = 2; len < n; len++) for (int i = 1; i + len - 1 < n; i++) { int j = i + len - 1; m[i][j] = -1; for (int k = i; k < j; k++) { long long c = m[i][k] + m[k + 1][j] + (long long)d[i - 1] * d[k] * d[j]; if (m[i][j] < 0 || c < m[i][j]) m[i][j] = c; } }
    return m[1][n - 1];
}

int main(void) {
    char out[128]; const char *pairs[][2] = { { "AGGTAB", "GXTXAYB" }, { "kitten", "sitting" }, { "intention", "execution" }, { "the quick brown fox", "a quick brown dog jumps" }, { "", "abc" } };
    for (int i = 0; i < 5; i++) { int l = lcs(pairs[i][0], pairs[i][1], out); printf("lcs('%s','%s')=%d '%s' edit=%d\n", pairs[i][0], pairs[i][1], l, out, edit(pairs[i][0], pairs[i][1])); }
    int w[40], v[40]; unsigned s = 42; for (int i = 0; i < 40; i++) { s = s * 1103515245u + 12345u; w[i] = (int)(s >> 16) % 97 + 3; v[i] = (int)(s >> 8) % 113 + 1; }
    printf("knapsack(1000)=%d knapsack(250)=%d\n", knap(w, v, 40, 1000), knap(w, v, 40, 250));
    int coins[] = { 1, 2, 5, 10, 20, 50, 100, 200 }; printf("coin ways(200)=%lld ways(10000)=%lld\n", coin_ways(coins, 8, 200), coin_ways(coins, 8, 10000));
    static int seq[5000]; for (int i = 0; i < 5000; i++) { s = s * 1103515245u + 12345u; seq[i] = (int)(s >> 12) % 100000; } printf("lis=%d\n", lis(seq, 5000));
    int dims[] = { 30, 35, 15, 5, 10, 20, 25, 7, 12, 40, 3, 18 }; printf("matrix chain=%lld\n", matrix_chain(dims, 12));
    uint64_t bs[16] = { 1 }; int items[] = { 3, 34, 4, 12, 5, 2, 91, 77, 45, 8 };
    for (int i = 0; i < 10; i++) { int sh = items[i], ws = sh / 64, b = sh % 64; for (int k = 15; k >= 0; k--) { uint64_t val = 0; if (k - ws >= 0) { val = bs[k - ws] << b; if (b && k - ws - 1 >= 0) val |= bs[k - ws - 1] >> (64 - b); } bs[k] |= val; } }
    int reachable = 0; for (int k = 0; k < 16; k++) reachable += __builtin_popcountll(bs[k]); printf("subset sums reachable=%d has(100)=%d has(1000)=%d\n", reachable, (int)(bs[100 / 64] >> (100 % 64) & 1), 0);
    return lis(seq, 100);
}
