/* A Burrows-Wheeler transform pipeline: suffix-array construction by sorting rotations
   (qsort with a comparator over a global text), BWT, move-to-front coding, run-length
   coding of the MTF output, and the full inverse (RLE decode, inverse MTF, inverse BWT via
   LF mapping); the round trip must reproduce the input. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 4096
static const unsigned char *g_text; static int g_n;
static int cmp_rot(const void *a, const void *b) {
    int i = *(const int *)a, j = *(const int *)b;
    for (int k = 0; k < g_n; k++) { unsigned char x = g_text[(i + k) % g_n], y = g_text[(j + k) % g_n]; if (x != y) return x - y; }
    return 0;
}
static int bwt(const unsigned char *in, int n, unsigned char *out) {
    static int rot[MAXN];
    for (int i = 0; i < n; i++) rot[i] = i;
    g_text = in; g_n = n;
    qsort(rot, (size_t)n, sizeof rot[0], cmp_rot);
    int primary = 0;
    for (int i = 0; i < n; i++) { out[i] = in[(rot[i] + n - 1) % n]; if (rot[i] == 0) primary = i; }
    return primary;
}
static void ibwt(const unsigned char *l, int n, int primary, unsigned char *out) {
    static int lf[MAXN]; int count[256] = {0}, start[256];
    for (int i = 0; i < n; i++) count[l[i]]++;
    for (int c = 0, s = 0; c < 256; c++) { start[c] = s; s += count[c]; }
    int seen[256] = {0};
    for (int i = 0; i < n; i++) lf[i] = start[l[i]] + seen[l[i]]++;
    for (int i = n - 1, p = primary; i >= 0; i--) { out[i] = l[p]; p = lf[p]; }
}
static void mtf(unsigned char *buf, int n, int inverse) {
    unsigned char order[256];
    for (int i = 0; i < 256; i++) order[i] = (unsigned char)i;
    for (int i = 0; i < n; i++) {
        int k;
        if (inverse) { k = buf[i]; buf[i] = order[k]; }
        else { for (k = 0; order[k] != buf[i]; k++) {} buf[i] = (unsigned char)k; }
        unsigned char c = order[k];
        memmove(order + 1, order, (size_t)k);
        order[0] = c;
    }
}
static int rle(const unsigned char *in, int n, unsigned char *out) { int o = 0; for (int i = 0; i < n;) { int j = i; while (j < n && in[j] == in[i] && j - i < 255) j++; out[o++] = in[i]; out[o++] = (unsigned char)(j - i); i = j; } return o; }
static int unrle(const unsigned char *in, int n, unsigned char *out) { int o = 0; for (int i = 0; i < n; i += 2) for (int k = 0; k < in[i + 1]; k++) out[o++] = in[i]; return o; }

int main(void) {
    static unsigned char text[MAXN], b[MAXN], r[2 * MAXN], back[MAXN], orig[MAXN];
    int n = 0;
    const char *words[] = {"banana ", "bandana ", "cabana ", "ananas ", "panama "};
    unsigned x = 3;
    while (n < 3000) { x = x * 1103515245u + 12345u; const char *w = words[(x >> 16) % 5]; size_t l = strlen(w); memcpy(text + n, w, l); n += (int)l; }
    memcpy(orig, text, (size_t)n);
    int primary = bwt(text, n, b);
    printf("n=%d primary=%d bwt head: %.40s\n", n, primary, b);
    mtf(b, n, 0);
    int zeros = 0; for (int i = 0; i < n; i++) zeros += b[i] == 0;
    int rl = rle(b, n, r);
    printf("mtf zeros=%d rle bytes=%d\n", zeros, rl);
    int m = unrle(r, rl, back);
    mtf(back, m, 1);
    unsigned char res[MAXN];
    ibwt(back, m, primary, res);
    int ok = m == n && memcmp(res, orig, (size_t)n) == 0;
    printf("roundtrip ok=%d\n", ok);
    return ok ? rl & 0x7f : 100;
}
