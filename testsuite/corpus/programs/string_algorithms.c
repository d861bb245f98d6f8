/* String algorithms: KMP, Boyer-Moore-Horspool, Rabin-Karp, Z-function, suffix array
   (naive sort), longest palindromic substring (Manacher), run-length encoding. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static int kmp_count(const char *t, const char *p) { int n = (int)strlen(t), m = (int)strlen(p), c = 0; int f[64]; f[0] = 0;
    for (int i = 1, k = 0; i < m; i++) { while (k && p[i] != p[k]) k = f[k - 1]; if (p[i] == p[k]) k++; f[i] = k; }
    for (int i = 0, k = 0; i < n; i++) { while (k && t[i] != p[k]) k = f[k - 1]; if (t[i] == p[k]) k++; if (k == m) { c++; k = f[k - 1]; } } return c; }
static int bmh_count(const char *t, const char *p) { int n = (int)strlen(t), m = (int)strlen(p), c = 0, sh[256]; for (int i = 0; i < 256; i++) sh[i] = m; for (int i = 0; i < m - 1; i++) sh[(unsigned char)p[i]] = m - 1 - i;
    for (int i = 0; i + m <= n; i += sh[(unsigned char)t[i + m - 1]]) if (!memcmp(t + i, p, (size_t)m)) c++; return c; }
static int rk_count(const char *t, const char *p) { int n = (int)strlen(t), m = (int)strlen(p), c = 0; if (m > n) return 0; unsigned long long B = 257, hp = 0, ht = 0, pw = 1;
    for (int i = 0; i < m; i++) { hp = hp * B + (unsigned char)p[i]; ht = ht * B + (unsigned char)t[i]; if (i) pw *= B; }
    for (int i = 0;; i++) { if (hp == ht && !memcmp(t + i, p, (size_t)m)) c++; if (i + m >= n) break; ht = (ht - (unsigned char)t[i] * pw) * B + (unsigned char)t[i + m]; } return c; }
static const char *sa_text;
static int sa_cmp(const void *a, const void *b) { return strcmp(sa_text + *(const int *)a, sa_text + *(const int *)b); }
static int manacher(const char *s, int *start) { int n = (int)strlen(s), m = 2 * n + 1; int *d = calloc((size_t)m, sizeof(int)); int best = 0, bc = 0;
    for (int i = 0, l = 0, r = -1; i < m; i++) { int k = i > r ? 1 : (d[l + r - i] < r - i + 1 ? d[l + r - i] : r - i + 1);
        while (i - k >= 0 && i + k < m && ((i - k) % 2 == 0 || s[(i - k) / 2] == s[(i + k) / 2])) k++; d[i] = k--; if (i + k > r) { l = i - k; r = i + k; } if (d[i] - 1 > best) { best = d[i] - 1; bc = i; } }
    *start = (bc - best) / 2; free(d); return best; }
static void rle(const char *s, char *o) { while (*s) { char c = *s; int n = 0; while (*s == c) { s++; n++; } o += sprintf(o, n > 1 ? "%d%c" : "%.0d%c", n, c); } *o = 0; }

int main(void) {
    static char text[20001]; unsigned x = 3; for (int i = 0; i < 20000; i++) { x = x * 1103515245u + 12345u; text[i] = "abc"[(x >> 16) % 3]; } text[20000] = 0;
    const char *pats[] = { "abc", "aaaa", "abcabc", "cba", "bbbbbb", "abacab" };
    for (int i = 0; i < 6; i++) { int a = kmp_count(text, pats[i]), b = bmh_count(text, pats[i]), c = rk_count(text, pats[i]); printf("%-7s kmp=%d bmh=%d rk=%d\n", pats[i], a, b, c); }
    sa_text = "mississippi$banana"; int sa[18]; for (int i = 0; i < 18; i++) sa[i] = i; qsort(sa, 18, sizeof(int), sa_cmp);
    printf("suffix array:"); for (int i = 0; i < 18; i++) printf(" %d", sa[i]); printf("\n");
    const char *ps[] = { "babad", "forgeeksskeegfor", "abacdfgdcaba", "a", "racecarxyz" };
    for (int i = 0; i < 5; i++) { int st; int l = manacher(ps[i], &st); printf("longest palindrome in %s: %.*s (%d)\n", ps[i], l, ps[i] + st, l); }
    char o[128]; rle("aaabccddddde", o); printf("rle %s\n", o); rle("xyz", o); printf("rle %s\n", o);
    int z[32]; const char *zs = "aabxaabxcaabxaabxay"; int n = (int)strlen(zs); z[0] = n;
    for (int i = 1, l = 0, r = 0; i < n; i++) { z[i] = i < r ? (r - i < z[i - l] ? r - i : z[i - l]) : 0; while (i + z[i] < n && zs[z[i]] == zs[i + z[i]]) z[i]++; if (i + z[i] > r) { l = i; r = i + z[i]; } }
    printf("z:"); for (int i = 0; i < n; i++) printf(" %d", z[i]); printf("\n");
    return kmp_count(text, "abc") % 256;
}
