/* A small printf implementation on top of va_arg with flags, width, precision and length
   modifiers; output compared against libc snprintf for many cases. */
#include <stdio.h>
#include <stdarg.h>
#include <string.h>
#include <stdint.h>

static char out[512]; static size_t pos;
static void put(char c) { if (pos < sizeof out - 1) out[pos++] = c; }
static void puts_n(const char *s, size_t n) { for (size_t i = 0; i < n; i++) put(s[i]); }
static void pad(int n, char c) { while (n-- > 0) put(c); }

static void emit_num(uintmax_t v, int neg, int base, int upper, int width, int prec, int left, int zero, int plus, int space, int alt) {
    char tmp[70]; int n = 0; const char *dig = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    if (v == 0 && prec != 0) tmp[n++] = '0';
    while (v) { tmp[n++] = dig[v % (unsigned)base]; v /= (unsigned)base; }
    int zeros = prec > n ? prec - n : 0;
    if (alt && base == 8 && zeros == 0 && (n == 0 || tmp[n - 1] != '0')) zeros = 1;
    char sign = neg ? '-' : plus ? '+' : space ? ' ' : 0;
    const char *pfx = (alt && base == 16 && !(n == 1 && tmp[0] == '0') && n) ? (upper ? "0X" : "0x") : "";
    int len = n + zeros + (sign != 0) + (int)strlen(pfx);
    if (!left && !(zero && prec < 0)) pad(width - len, ' ');
    if (sign) put(sign);
    puts_n(pfx, strlen(pfx));
    if (!left && zero && prec < 0) pad(width - len, '0');
    pad(zeros, '0');
    while (n) put(tmp[--n]);
    if (left) pad(width - len, ' ');
}

static int my_vsnprintf(char *dst, size_t cap, const char *fmt, va_list ap) {
    pos = 0;
    for (const char *f = fmt; *f; f++) {
        if (*f != '%') { put(*f); continue; }
        f++;
        int left = 0, zero = 0, plus = 0, space = 0, alt = 0, width = 0, prec = -1, lng = 0, hh = 0;
        for (;; f++) { if (*f == '-') left = 1; else if (*f == '0') zero = 1; else if (*f == '+') plus = 1; else if (*f == ' ') space = 1; else if (*f == '#') alt = 1; else break; }
        if (*f == '*') { width = va_arg(ap, int); if (width < 0) { left = 1; width = -width; } f++; } else while (*f >= '0' && *f <= '9') width = width * 10 + (*f++ - '0');
        if (*f == '.') { f++; prec = 0; if (*f == '*') { prec = va_arg(ap, int); f++; } else while (*f >= '0' && *f <= '9') prec = prec * 10 + (*f++ - '0'); }
        while (*f == 'l') { lng++; f++; }
        while (*f == 'h') { hh++; f++; }
        if (*f == 'z') { lng = 2; f++; }
        switch (*f) {
        case 'd': case 'i': {
            intmax_t v = lng >= 2 ? va_arg(ap, long long) : lng == 1 ? va_arg(ap, long) : va_arg(ap, int);
            if (hh == 1) v = (short)v; else if (hh >= 2) v = (signed char)v;
            emit_num(v < 0 ? (uintmax_t)0 - (uintmax_t)v : (uintmax_t)v, v < 0, 10, 0, width, prec, left, zero, plus, space, 0); break; }
        case 'u': case 'x': case 'X': case 'o': {
            uintmax_t v = lng >= 2 ? va_arg(ap, unsigned long long) : lng == 1 ? va_arg(ap, unsigned long) : va_arg(ap, unsigned);
            if (hh == 1) v = (unsigned short)v; else if (hh >= 2) v = (unsigned char)v;
            emit_num(v, 0, *f == 'o' ? 8 : *f == 'u' ? 10 : 16, *f == 'X', width, prec, left, zero, 0, 0, alt); break; }
        case 'c': { char c = (char)va_arg(ap, int); if (!left) pad(width - 1, ' '); put(c); if (left) pad(width - 1, ' '); break; }
        case 's': { const char *s = va_arg(ap, const char *); size_t n = strlen(s); if (prec >= 0 && (size_t)prec < n) n = (size_t)prec;
            if (!left) pad(width - (int)n, ' '); puts_n(s, n); if (left) pad(width - (int)n, ' '); break; }
        case '%': put('%'); break;
        default: put('?'); break;
        }
    }
    out[pos] = 0;
    size_t n = pos < cap - 1 ? pos : cap - 1; memcpy(dst, out, n); dst[n] = 0;
    return (int)pos;
}
static int my_snprintf(char *dst, size_t cap, const char *fmt, ...) { va_list ap; va_start(ap, fmt); int r = my_vsnprintf(dst, cap, fmt, ap); va_end(ap); return r; }

static int fails, checks;
#define CHECK(...) do { char a[256], b[256]; int ra = my_snprintf(a, sizeof a, __VA_ARGS__); int rb = snprintf(b, sizeof b, __VA_ARGS__); checks++; \
    if (ra != rb || strcmp(a, b)) { fails++; printf("MISMATCH [%s] vs [%s]\n", a, b); } else printf("ok [%s]\n", a); } while (0)

int main(void) {
    CHECK("%d %i %u", 0, -1, 4000000000u);
    CHECK("%5d|%-5d|%05d|%+d|% d", 42, 42, 42, 42, 42);
    CHECK("%.3d|%8.3d|%-8.3d|%.0d|", 7, -7, 7, 0);
    CHECK("%x %X %#x %#X %#o %o", 255u, 255u, 255u, 0xabcu, 8u, 0u);
    CHECK("%ld %lu %lld %llx", -1234567890123L, 1234567890123UL, -9223372036854775807LL - 1, 0xfedcba9876543210ULL);
    CHECK("%hd %hu %hhd %hhu", 70000, 70000, 300, 300);
    CHECK("%c%c%c|%3c|%-3c|", 'a', 'b', 'c', 'x', 'y');
    CHECK("%s|%10s|%-10s|%.2s|%*s|%-*.*s|", "hello", "hi", "hi", "hello", 6, "ab", 7, 3, "abcdef");
    CHECK("%zu %%", (size_t)123456);
    CHECK("%*d|%-*d|%.*d", -6, 5, 4, 3, 4, 9);
    CHECK("%#.0o|%#x|%08.3x|%-#10x|", 0u, 0u, 0x1fu, 0xbeefu);
    printf("checks=%d fails=%d\n", checks, fails);
    return fails;
}
