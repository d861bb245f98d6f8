/* Integer <-> text conversions in arbitrary bases: unsigned 64-bit and signed values to
   bases 2..36 (repeated division), parsing back with overflow detection via
   __builtin_mul_overflow/__builtin_add_overflow, unsigned __int128 to decimal and hex,
   balanced ternary, negabinary (base -2), and Roman numerals both ways. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static const char digits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
static char *to_base(uint64_t v, int b, char *out) { char t[70]; int n = 0; do { t[n++] = digits[v % (unsigned)b]; v /= (unsigned)b; } while (v); for (int i = 0; i < n; i++) out[i] = t[n - 1 - i]; out[n] = 0; return out; }
static int from_base(const char *s, int b, uint64_t *out) {
    uint64_t v = 0;
    for (; *s; s++) { const char *p = strchr(digits, *s); if (!p || p - digits >= b) return -1; if (__builtin_mul_overflow(v, (uint64_t)b, &v) || __builtin_add_overflow(v, (uint64_t)(p - digits), &v)) return 1; }
    *out = v;
    return 0;
}
static char *u128_dec(unsigned __int128 v, char *out) { char t[50]; int n = 0; do { t[n++] = (char)('0' + (int)(v % 10)); v /= 10; } while (v); for (int i = 0; i < n; i++) out[i] = t[n - 1 - i]; out[n] = 0; return out; }
static char *balanced_ternary(long v, char *out) { char t[50]; int n = 0; if (!v) t[n++] = '0'; while (v) { long r = v % 3; v /= 3; if (r == 2) { r = -1; v++; } else if (r == -2) { r = 1; v--; } else if (r == -1) {} t[n++] = r == 0 ? '0' : r == 1 ? '+' : '-'; } for (int i = 0; i < n; i++) out[i] = t[n - 1 - i]; out[n] = 0; return out; }
static char *negabinary(long v, char *out) { char t[70]; int n = 0; if (!v) t[n++] = '0'; while (v) { long r = v % -2; v /= -2; if (r < 0) { r += 2; v++; } t[n++] = (char)('0' + r); } for (int i = 0; i < n; i++) out[i] = t[n - 1 - i]; out[n] = 0; return out; }
static char *roman(int v, char *out) {
    static const int val[] = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
    static const char *sym[] = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};
    out[0] = 0;
    for (int i = 0; i < 13; i++) while (v >= val[i]) { strcat(out, sym[i]); v -= val[i]; }
    return out;
}
static int unroman(const char *s) {
    int total = 0, prev = 0;
    for (int i = (int)strlen(s) - 1; i >= 0; i--) { int v = 0; switch (s[i]) { case 'I': v = 1; break; case 'V': v = 5; break; case 'X': v = 10; break; case 'L': v = 50; break; case 'C': v = 100; break; case 'D': v = 500; break; case 'M': v = 1000; break; } total += v < prev ? -v : v; if (v > prev) prev = v; }
    return total;
}

int main(void) {
    char buf[200];
    uint64_t vals[] = {0, 1, 255, 1000000007, 0xdeadbeefcafebabeull, UINT64_MAX};
    int bad = 0;
    for (int i = 0; i < 6; i++) {
        printf("%llu:", (unsigned long long)vals[i]);
        for (int b = 2; b <= 36; b += 17) printf(" b%d=%s", b, to_base(vals[i], b, buf));
        for (int b = 2; b <= 36; b++) { uint64_t back; to_base(vals[i], b, buf); if (from_base(buf, b, &back) != 0 || back != vals[i]) bad++; }
        printf("\n");
    }
    uint64_t ov;
    printf("overflow detect: %d %d %d\n", from_base("18446744073709551615", 10, &ov), from_base("18446744073709551616", 10, &ov), from_base("12z", 10, &ov));
    printf("u128: %s\n", u128_dec(((unsigned __int128)UINT64_MAX << 64) | UINT64_MAX, buf));
    for (long v = -13; v <= 13; v += 13) printf("bt(%ld)=%s ", v, balanced_ternary(v, buf));
    for (long v = -6; v <= 6; v += 4) printf("nb(%ld)=%s ", v, negabinary(v, buf));
    printf("\n");
    int rbad = 0;
    for (int v = 1; v < 4000; v++) if (unroman(roman(v, buf)) != v) rbad++;
    printf("roman 1994=%s 3999=%s 444=%s rbad=%d bad=%d\n", roman(1994, buf), roman(3999, buf + 50), roman(444, buf + 100), rbad, bad);
    return bad + rbad;
}
