/* Unicode transcoding: UTF-8 -> code points -> UTF-16 (surrogate pairs for planes
   1..16) -> code points -> UTF-8, rejection of overlong encodings, surrogate code
   points and values above U+10FFFF, counting characters per plane, and UTF-32
   byte-swapped output. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static int dec8(const unsigned char *s, int n, uint32_t *cp) {
    if (n < 1) return -1;
    uint32_t c = s[0];
    if (c < 0x80) { *cp = c; return 1; }
    int len = (c & 0xe0) == 0xc0 ? 2 : (c & 0xf0) == 0xe0 ? 3 : (c & 0xf8) == 0xf0 ? 4 : 0;
    if (!len || n < len) return -1;
    c &= 0x7fu >> len;
    for (int i = 1; i < len; i++) { if ((s[i] & 0xc0) != 0x80) return -1; c = c << 6 | (s[i] & 0x3f); }
    static const uint32_t minv[5] = {0, 0, 0x80, 0x800, 0x10000};
    if (c < minv[len] || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff)) return -1;
    *cp = c;
    return len;
}
static int enc8(uint32_t c, unsigned char *o) {
    if (c < 0x80) { o[0] = (unsigned char)c; return 1; }
    if (c < 0x800) { o[0] = (unsigned char)(0xc0 | c >> 6); o[1] = (unsigned char)(0x80 | (c & 0x3f)); return 2; }
    if (c < 0x10000) { o[0] = (unsigned char)(0xe0 | c >> 12); o[1] = (unsigned char)(0x80 | (c >> 6 & 0x3f)); o[2] = (unsigned char)(0x80 | (c & 0x3f)); return 3; }
    o[0] = (unsigned char)(0xf0 | c >> 18); o[1] = (unsigned char)(0x80 | (c >> 12 & 0x3f)); o[2] = (unsigned char)(0x80 | (c >> 6 & 0x3f)); o[3] = (unsigned char)(0x80 | (c & 0x3f)); return 4;
}
static int enc16(uint32_t c, uint16_t *o) { if (c < 0x10000) { o[0] = (uint16_t)c; return 1; } c -= 0x10000; o[0] = (uint16_t)(0xd800 | c >> 10); o[1] = (uint16_t)(0xdc00 | (c & 0x3ff)); return 2; }
static int dec16(const uint16_t *s, int n, uint32_t *c) {
    if (s[0] >= 0xd800 && s[0] <= 0xdbff) { if (n < 2 || s[1] < 0xdc00 || s[1] > 0xdfff) return -1; *c = 0x10000 + ((uint32_t)(s[0] - 0xd800) << 10) + (s[1] - 0xdc00); return 2; }
    if (s[0] >= 0xdc00 && s[0] <= 0xdfff) return -1;
    *c = s[0]; return 1;
}

int main(void) {
    uint32_t cps[2000]; int ncp = 0;
    for (uint32_t c = 0; c < 0x110000 && ncp < 2000; c += 0x2b5 + (c >> 10)) if (c < 0xd800 || c > 0xdfff) cps[ncp++] = c;
    unsigned char u8[10000]; int n8 = 0;
    for (int i = 0; i < ncp; i++) n8 += enc8(cps[i], u8 + n8);
    uint16_t u16[5000]; int n16 = 0, planes[17] = {0};
    for (int i = 0; i < n8;) { uint32_t c; int k = dec8(u8 + i, n8 - i, &c); if (k < 0) return 99; i += k; n16 += enc16(c, u16 + n16); planes[c >> 16]++; }
    unsigned char back[10000]; int nb = 0;
    for (int i = 0; i < n16;) { uint32_t c; int k = dec16(u16 + i, n16 - i, &c); if (k < 0) return 98; i += k; nb += enc8(c, back + nb); }
    printf("code points=%d utf8 bytes=%d utf16 units=%d roundtrip=%d\n", ncp, n8, n16, nb == n8 && memcmp(back, u8, (size_t)n8) == 0);
    printf("planes:"); for (int p = 0; p < 17; p++) printf(" %d", planes[p]); printf("\n");
    const char *bad[] = {"\xc0\xaf", "\xe0\x80\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xf0\x9f\x98\x80", "\xe2\x82\xac", "\x80"};
    for (int i = 0; i < 7; i++) { uint32_t c = 0; int k = dec8((const unsigned char *)bad[i], (int)strlen(bad[i]), &c); printf("%d:%s ", i, k < 0 ? "invalid" : "ok"); if (k > 0) printf("U+%04X ", c); }
    uint16_t pair[2]; enc16(0x1f600, pair);
    printf("\nU+1F600 -> %04x %04x, bswap32 %08x\n", pair[0], pair[1], __builtin_bswap32(0x1f600));
    return n16 & 0x7f;
}
