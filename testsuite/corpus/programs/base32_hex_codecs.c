/* Text codecs with bit packing: base32 (RFC 4648, 5-bit groups across byte boundaries
   with '=' padding) encode and decode, base16 (hex) in upper and lower case, and
   ascii85 (32-bit groups divided by powers of 85, 'z' shortcut); round trips over
   every length 0..64 of generated data. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

static const char b32[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
static size_t b32_enc(const unsigned char *in, size_t n, char *out) {
    size_t o = 0; uint64_t buf = 0; int bits = 0;
    for (size_t i = 0; i < n; i++) { buf = buf << 8 | in[i]; bits += 8; while (bits >= 5) { out[o++] = b32[(buf >> (bits - 5)) & 31]; bits -= 5; } }
    if (bits) out[o++] = b32[(buf << (5 - bits)) & 31];
    while (o % 8) out[o++] = '=';
    out[o] = 0;
    return o;
}
static long b32_dec(const char *in, unsigned char *out) {
    size_t o = 0; uint64_t buf = 0; int bits = 0;
    for (; *in && *in != '='; in++) { const char *p = strchr(b32, *in); if (!p) return -1; buf = buf << 5 | (uint64_t)(p - b32); bits += 5; if (bits >= 8) { out[o++] = (unsigned char)(buf >> (bits - 8)); bits -= 8; } }
    return (long)o;
}
static void hex_enc(const unsigned char *in, size_t n, char *out, int upper) { const char *d = upper ? "0123456789ABCDEF" : "0123456789abcdef"; for (size_t i = 0; i < n; i++) { out[2 * i] = d[in[i] >> 4]; out[2 * i + 1] = d[in[i] & 15]; } out[2 * n] = 0; }
static int hexval(char c) { return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1; }
static long hex_dec(const char *in, unsigned char *out) { size_t n = strlen(in); if (n % 2) return -1; for (size_t i = 0; i < n / 2; i++) { int h = hexval(in[2 * i]), l = hexval(in[2 * i + 1]); if (h < 0 || l < 0) return -1; out[i] = (unsigned char)(h << 4 | l); } return (long)(n / 2); }
static size_t a85_enc(const unsigned char *in, size_t n, char *out) {
    size_t o = 0;
    for (size_t i = 0; i < n; i += 4) {
        uint32_t v = 0; size_t k = n - i < 4 ? n - i : 4;
        for (size_t j = 0; j < 4; j++) v = v << 8 | (j < k ? in[i + j] : 0);
        if (v == 0 && k == 4) { out[o++] = 'z'; continue; }
        char t[5]; for (int j = 4; j >= 0; j--) { t[j] = (char)('!' + v % 85); v /= 85; }
        for (size_t j = 0; j < k + 1; j++) out[o++] = t[j];
    }
    out[o] = 0;
    return o;
}
static long a85_dec(const char *in, unsigned char *out) {
    size_t o = 0, n = strlen(in);
    for (size_t i = 0; i < n;) {
        if (in[i] == 'z') { memset(out + o, 0, 4); o += 4; i++; continue; }
        size_t k = n - i < 5 ? n - i : 5; uint32_t v = 0;
        for (size_t j = 0; j < 5; j++) v = v * 85 + (uint32_t)(j < k ? in[i + j] - '!' : 84);
        for (size_t j = 0; j < k - 1; j++) out[o++] = (unsigned char)(v >> (24 - 8 * j));
        i += k;
    }
    return (long)o;
}

int main(void) {
    char enc[200]; unsigned char dec[100];
    const char *samples[] = {"", "f", "fo", "foo", "foob", "fooba", "foobar"};
    for (int i = 0; i < 7; i++) { b32_enc((const unsigned char *)samples[i], strlen(samples[i]), enc); printf("base32(%s)=%s\n", samples[i], enc); }
    unsigned char data[64];
    for (int i = 0; i < 64; i++) data[i] = (unsigned char)(i * 73 + (i > 40 ? 0 : 0)) ;
    memset(data + 20, 0, 8);
    int bad = 0; unsigned h = 0;
    for (size_t n = 0; n <= 64; n++) {
        b32_enc(data, n, enc); if (b32_dec(enc, dec) != (long)n || memcmp(dec, data, n)) bad++; h = h * 31 + (unsigned)strlen(enc);
        hex_enc(data, n, enc, (int)(n & 1)); if (hex_dec(enc, dec) != (long)n || memcmp(dec, data, n)) bad++;
        a85_enc(data, n, enc); if (a85_dec(enc, dec) != (long)n || memcmp(dec, data, n)) bad++; h = h * 31 + (unsigned)strlen(enc);
    }
    a85_enc((const unsigned char *)"Man is distinguished", 20, enc);
    printf("ascii85: %s\nhex: ", enc);
    hex_enc((const unsigned char *)"\x01\xab\xff", 3, enc, 1); printf("%s ", enc);
    hex_enc((const unsigned char *)"\x01\xab\xff", 3, enc, 0); printf("%s\nbad=%d h=%08x\n", enc, bad, h);
    return bad ? 100 : (int)(h & 0x7f);
}
