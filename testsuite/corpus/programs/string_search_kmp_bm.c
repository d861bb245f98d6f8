/* Single-pattern string search algorithms compared on generated text: naive search,
   Knuth-Morris-Pratt (prefix function), Boyer-Moore-Horspool (bad-character table),
   Rabin-Karp with a 64-bit rolling hash (wrapping multiplication), and the Z-algorithm;
   all must report the same occurrence count and first/last positions. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

#define TL 30000
static char text[TL + 1];
static int naive(const char *t, int n, const char *p, int m, int *first, int *last) { int c = 0; *first = *last = -1; for (int i = 0; i + m <= n; i++) if (memcmp(t + i, p, (size_t)m) == 0) { if (c == 0) *first = i; *last = i; c++; } return c; }
static int kmp(const char *t, int n, const char *p, int m, int *first, int *last) {
    int pi[64]; pi[0] = 0;
    for (int i = 1, k = 0; i < m; i++) { while (k && p[i] != p[k]) k = pi[k - 1]; if (p[i] == p[k]) k++; pi[i] = k; }
    int c = 0; *first = *last = -1;
    for (int i = 0, k = 0; i < n; i++) { while (k && t[i] != p[k]) k = pi[k - 1]; if (t[i] == p[k]) k++; if (k == m) { int pos = i - m + 1; if (!c) *first = pos; *last = pos; c++; k = pi[k - 1]; } }
    return c;
}
static int horspool(const char *t, int n, const char *p, int m, int *first, int *last) {
    int shift[256];
    for (int i = 0; i < 256; i++) shift[i] = m;
    for (int i = 0; i < m - 1; i++) shift[(unsigned char)p[i]] = m - 1 - i;
    int c = 0; *first = *last = -1;
    for (int i = 0; i + m <= n; i += shift[(unsigned char)t[i + m - 1]]) if (memcmp(t + i, p, (size_t)m) == 0) { if (!c) *first = i; *last = i; c++; }
    return c;
}
static int rabin_karp(const char *t, int n, const char *p, int m, int *first, int *last) {
    const uint64_t B = 1000003; uint64_t hp = 0, ht = 0, pw = 1;
    for (int i = 0; i < m; i++) { hp = hp * B + (unsigned char)p[i]; ht = ht * B + (unsigned char)t[i]; if (i) pw *= B; }
    int c = 0; *first = *last = -1;
    for (int i = 0; i + m <= n; i++) {
        if (ht == hp && memcmp(t + i, p, (size_t)m) == 0) { if (!c) *first = i; *last = i; c++; }
        if (i + m < n) ht = (ht - (unsigned char)t[i] * pw) * B + (unsigned char)t[i + m];
    }
    return c;
}
static int zalg(const char *t, int n, const char *p, int m, int *first, int *last) {
    static char s[TL + 70]; static int z[TL + 70];
    memcpy(s, p, (size_t)m); s[m] = '\x01'; memcpy(s + m + 1, t, (size_t)n);
    int L = m + 1 + n, l = 0, r = 0, c = 0; *first = *last = -1;
    z[0] = L;
    for (int i = 1; i < L; i++) {
        z[i] = i < r ? (r - i < z[i - l] ? r - i : z[i - l]) : 0;
        while (i + z[i] < L && s[z[i]] == s[i + z[i]]) z[i]++;
        if (i + z[i] > r) { l = i; r = i + z[i]; }
        if (i > m && z[i] >= m) { int pos = i - m - 1; if (!c) *first = pos; *last = pos; c++; }
    }
    return c;
}

int main(void) {
    unsigned x = 77;
    for (int i = 0; i < TL; i++) { x = x * 1103515245u + 12345u; text[i] = "abcab"[(x >> 16) % 5]; }
    const char *pats[] = {"abcab", "aaaa", "bcabcab", "cccc", "abcabcabca", "b"};
    int bad = 0;
    for (int k = 0; k < 6; k++) {
        const char *p = pats[k]; int m = (int)strlen(p), f[5], l[5], c[5];
        c[0] = naive(text, TL, p, m, &f[0], &l[0]); c[1] = kmp(text, TL, p, m, &f[1], &l[1]); c[2] = horspool(text, TL, p, m, &f[2], &l[2]);
        c[3] = rabin_karp(text, TL, p, m, &f[3], &l[3]); c[4] = zalg(text, TL, p, m, &f[4], &l[4]);
        for (int a = 1; a < 5; a++) if (c[a] != c[0] || f[a] != f[0] || l[a] != l[0]) bad++;
        printf("%-12s count=%d first=%d last=%d\n", p, c[0], f[0], l[0]);
    }
    printf("bad=%d\n", bad);
    return bad;
}
