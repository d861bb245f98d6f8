/* Text processing: word wrapping/justification, roman numerals both ways, number to
   English words, itoa in arbitrary bases, and a simple CSV parser with quotes. */
#include <stdio.h>
#include <string.h>
#include <ctype.h>

static void wrap(const char *t, int width) {
    char line[128]; int len = 0; const char *p = t;
    while (*p) { while (*p == ' ') p++; const char *w = p; while (*p && *p != ' ') p++; int wl = (int)(p - w); if (!wl) break;
        if (len && len + 1 + wl > width) { printf("|%-*s|\n", width, line); len = 0; }
        if (len) line[len++] = ' '; memcpy(line + len, w, (size_t)wl); len += wl; line[len] = 0; }
    if (len) printf("|%-*s|\n", width, line);
}
static void to_roman(int n, char *o) { static const int v[] = { 1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1 }; static const char *s[] = { "M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I" };
    *o = 0; for (int i = 0; i < 13; i++) while (n >= v[i]) { strcat(o, s[i]); n -= v[i]; } }
static int from_roman(const char *s) { int tot = 0, prev = 0; for (int i = (int)strlen(s) - 1; i >= 0; i--) { int v = 0; switch (s[i]) { case 'I': v = 1; break; case 'V': v = 5; break; case 'X': v = 10; break; case 'L': v = 50; break; case 'C': v = 100; break; case 'D': v = 500; break; case 'M': v = 1000; break; } if (v < prev) tot -= v; else { tot += v; prev = v; } } return tot; }
static const char *ones[] = { "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen" };
static const char *tens[] = { "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety" };
static void words(long n, char *o) {
    if (n < 20) { strcat(o, ones[n]); return; }
    if (n < 100) { strcat(o, tens[n / 10]); if (n % 10) { strcat(o, "-"); strcat(o, ones[n % 10]); } return; }
    static const struct { long v; const char *name; } big[] = { { 1000000000, "billion" }, { 1000000, "million" }, { 1000, "thousand" }, { 100, "hundred" } };
    for (int i = 0; i < 4; i++) if (n >= big[i].v) { words(n / big[i].v, o); strcat(o, " "); strcat(o, big[i].name); if (n % big[i].v) { strcat(o, " "); words(n % big[i].v, o); } return; }
}
static char *itoa_base(long long v, int base, char *buf) { char tmp[72]; int n = 0; unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v; do { tmp[n++] = "0123456789abcdefghijklmnopqrstuvwxyz"[u % (unsigned)base]; u /= (unsigned)base; } while (u);
    int k = 0; if (v < 0) buf[k++] = '-'; while (n) buf[k++] = tmp[--n]; buf[k] = 0; return buf; }
static int csv_fields(const char *line, char out[][32]) { int nf = 0; const char *p = line;
    for (;;) { int n = 0; if (*p == '"') { p++; while (*p && !(*p == '"' && p[1] != '"')) { if (*p == '"') p++; out[nf][n++] = *p++; } if (*p == '"') p++; } else while (*p && *p != ',') out[nf][n++] = *p++;
        out[nf++][n] = 0; if (*p != ',') break; p++; } return nf; }

int main(void) {
    wrap("The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs! How vexingly quick daft zebras jump.", 28);
    int bad = 0; char r[32]; for (int i = 1; i < 4000; i++) { to_roman(i, r); if (from_roman(r) != i) bad++; }
    int samples[] = { 1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999 }; for (int i = 0; i < 10; i++) { to_roman(samples[i], r); printf("%d=%s ", samples[i], r); } printf("bad=%d\n", bad);
    long nums[] = { 0, 13, 85, 100, 101, 999, 1000, 123456, 1000001, 2147483647 };
    for (int i = 0; i < 10; i++) { char o[256] = ""; words(nums[i], o); printf("%ld: %s\n", nums[i], o); }
    char b1[72], b2[72], b3[72], b4[72]; printf("%s %s %s %s\n", itoa_base(255, 2, b1), itoa_base(-255, 16, b2), itoa_base(123456789, 36, b3), itoa_base(-9223372036854775807LL - 1, 10, b4));
    char f[8][32]; int nf = csv_fields("name,\"Smith, John\",42,\"say \"\"hi\"\"\",,end", f); for (int i = 0; i < nf; i++) printf("[%s]", f[i]); printf(" n=%d\n", nf);
    return bad;
}
