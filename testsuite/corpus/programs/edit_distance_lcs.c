/* Dynamic programming on strings: Levenshtein distance (full table and two-row
   versions), Damerau (adjacent transposition) distance, longest common subsequence with
   reconstruction, longest common substring, and longest palindromic subsequence. */
#include <stdio.h>
#include <string.h>

static int min3(int a, int b, int c) { int m = a < b ? a : b; return m < c ? m : c; }
static int lev_full(const char *a, const char *b) {
    int n = (int)strlen(a), m = (int)strlen(b); static int d[128][128];
    for (int i = 0; i <= n; i++) d[i][0] = i;
    for (int j = 0; j <= m; j++) d[0][j] = j;
    for (int i = 1; i <= n; i++) for (int j = 1; j <= m; j++) d[i][j] = min3(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] != b[j - 1]));
    return d[n][m];
}
static int lev_rows(const char *a, const char *b) {
    int n = (int)strlen(a), m = (int)strlen(b); int prev[128], cur[128];
    for (int j = 0; j <= m; j++) prev[j] = j;
    for (int i = 1; i <= n; i++) { cur[0] = i; for (int j = 1; j <= m; j++) cur[j] = min3(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] != b[j - 1])); memcpy(prev, cur, sizeof(int) * (size_t)(m + 1)); }
    return prev[m];
}
static int damerau(const char *a, const char *b) {
    int n = (int)strlen(a), m = (int)strlen(b); static int d[128][128];
    for (int i = 0; i <= n; i++) d[i][0] = i;
    for (int j = 0; j <= m; j++) d[0][j] = j;
    for (int i = 1; i <= n; i++) for (int j = 1; j <= m; j++) {
        d[i][j] = min3(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] != b[j - 1]));
        if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < d[i][j]) d[i][j] = d[i - 2][j - 2] + 1;
    }
    return d[n][m];
}
static int lcs(const char *a, const char *b, char *out) {
    int n = (int)strlen(a), m = (int)strlen(b); static int d[128][128];
    for (int i = 0; i <= n; i++) for (int j = 0; j <= m; j++) d[i][j] = (i == 0 || j == 0) ? 0 : a[i - 1] == b[j - 1] ? d[i - 1][j - 1] + 1 : (d[i - 1][j] > d[i][j - 1] ? d[i - 1][j] : d[i][j - 1]);
    int k = d[n][m]; out[k] = 0;
    for (int i = n, j = m; i > 0 && j > 0;) { if (a[i - 1] == b[j - 1]) { out[--k] = a[i - 1]; i--; j--; } else if (d[i - 1][j] >= d[i][j - 1]) i--; else j--; }
    return d[n][m];
}
static int lcsubstr(const char *a, const char *b, int *end) {
    int n = (int)strlen(a), m = (int)strlen(b), best = 0; int prev[128] = {0}, cur[128];
    for (int i = 1; i <= n; i++) { cur[0] = 0; for (int j = 1; j <= m; j++) { cur[j] = a[i - 1] == b[j - 1] ? prev[j - 1] + 1 : 0; if (cur[j] > best) { best = cur[j]; *end = i; } } memcpy(prev, cur, sizeof(int) * (size_t)(m + 1)); }
    return best;
}
static int lps(const char *s) {
    int n = (int)strlen(s); static int d[128][128];
    for (int i = n - 1; i >= 0; i--) { d[i][i] = 1; for (int j = i + 1; j < n; j++) d[i][j] = s[i] == s[j] ? d[i + 1][j - 1] + 2 : (d[i + 1][j] > d[i][j - 1] ? d[i + 1][j] : d[i][j - 1]); }
    return n ? d[0][n - 1] : 0;
}

int main(void) {
    const char *pairs[][2] = {{"kitten", "sitting"}, {"flaw", "lawn"}, {"", "abc"}, {"abcdef", "badcfe"}, {"intention", "execution"},
                              {"the quick brown fox jumps over", "a quick brown dog jumped over it"}, {"ACCGGTCGAGTGCGCGGAAGCCGGCCGAA", "GTCGTTCGGAATGCCGTTGCTCTGTAAA"}};
    int total = 0;
    for (int k = 0; k < 7; k++) {
        const char *a = pairs[k][0], *b = pairs[k][1];
        char sub[128]; int end = 0;
        int l1 = lev_full(a, b), l2 = lev_rows(a, b), dm = damerau(a, b), lc = lcs(a, b, sub), ls = lcsubstr(a, b, &end);
        printf("lev=%d/%d damerau=%d lcs=%d '%s' substr=%d '%.*s'\n", l1, l2, dm, lc, sub, ls, ls, a + end - ls);
        total += l1 + dm + lc + ls + (l1 != l2) * 1000;
    }
    printf("lps: %d %d %d\n", lps("character"), lps("racecarxyz"), lps("bbbab"));
    return total & 0x7f;
}
