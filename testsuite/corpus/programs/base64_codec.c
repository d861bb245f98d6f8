/* Base64 and hex encoding/decoding with roundtrip checks over many lengths. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

static const char B64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static size_t b64enc(const uint8_t *in, size_t n, char *out) {
    size_t o = 0;
    for (size_t i = 0; i < n; i += 3) {
        uint32_t v = (uint32_t)in[i] << 16 | (i + 1 < n ? (uint32_t)in[i + 1] << 8 : 0) | (i + 2 < n ? in[i + 2] : 0);
        out[o++] = B64[v >> 18]; out[o++] = B64[(v >> 12) & 63]; out[o++] = i + 1 < n ? B64[(v >> 6) & 63] : '='; out[o++] = i + 2 < n ? B64[v & 63] : '=';
    }
    out[o] = 0; return o;
}
static int dec1(char c) { const char *p = strchr(B64, c); return (c && p) ? (int)(p - B64) : -1; }
static long b64dec(const char *in, uint8_t *out) {
    size_t n = strlen(in), o = 0; if (n % 4) return -1;
    for (size_t i = 0; i < n; i += 4) {
        int a = dec1(in[i]), b = dec1(in[i + 1]), c = in[i + 2] == '=' ? 0 : dec1(in[i + 2]), d = in[i + 3] == '=' ? 0 : dec1(in[i + 3]);
        if (a < 0 || b < 0 || c < 0 || d < 0) return -1;
        uint32_t v = (uint32_t)a << 18 | (uint32_t)b << 12 | (uint32_t)c << 6 | (uint32_t)d;
        out[o++] = (uint8_t)(v >> 16); if (in[i + 2] != '=') out[o++] = (uint8_t)(v >> 8); if (in[i + 3] != '=') out[o++] = (uint8_t)v;
    }
    return (long)o;
}
static void hexenc(const uint8_t *in, size_t n, char *out) { for (size_t i = 0; i < n; i++) { out[2 * i] = "0123456789abcdef"[in[i] >> 4]; out[2 * i + 1] = "0123456789abcdef"[in[i] & 15]; } out[2 * n] = 0; }

int main(void) {
    const char *tv[] = { "", "f", "fo", "foo", "foob", "fooba", "foobar", "Man is distinguished" };
    for (int i = 0; i < 8; i++) { char e[64]; uint8_t d[64]; b64enc((const uint8_t *)tv[i], strlen(tv[i]), e); long dn = b64dec(e, d); d[dn < 0 ? 0 : dn] = 0; printf("'%s' -> '%s' -> '%s'\n", tv[i], e, (char *)d); }
    uint8_t buf[300], dec[300]; char enc[410], hx[601]; int bad = 0; uint32_t x = 5;
    for (size_t n = 0; n < 300; n++) {
        for (size_t i = 0; i < n; i++) { x = x * 69069u + 1; buf[i] = (uint8_t)(x >> 24); }
        size_t el = b64enc(buf, n, enc); long dl = b64dec(enc, dec);
        if (el != (n + 2) / 3 * 4 || dl != (long)n || memcmp(buf, dec, n)) bad++;
    }
    hexenc((const uint8_t *)"\x00\x7f\x80\xff hi", 7, hx); printf("hex %s\n", hx);
    printf("invalid decode=%ld\n", b64dec("ab$d", dec));
    printf("bad=%d\n", bad);
    return bad;
}
