/* SHA-1 (message schedule, 80 rounds with rotates, big-endian length padding) and
   HMAC-SHA1 on the RFC 2202/3174 test vectors, plus a hash of one million 'a'
   characters processed in irregular chunk sizes through an incremental interface. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef struct { uint32_t h[5]; uint64_t len; unsigned char buf[64]; int n; } sha1_ctx;
static uint32_t rol(uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }
static void block(sha1_ctx *c, const unsigned char *p) {
    uint32_t w[80];
    for (int i = 0; i < 16; i++) w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 | (uint32_t)p[4 * i + 2] << 8 | p[4 * i + 3];
    for (int i = 16; i < 80; i++) w[i] = rol(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
    uint32_t a = c->h[0], b = c->h[1], cc = c->h[2], d = c->h[3], e = c->h[4];
    for (int i = 0; i < 80; i++) {
        uint32_t f, k;
        if (i < 20) { f = (b & cc) | (~b & d); k = 0x5a827999; }
        else if (i < 40) { f = b ^ cc ^ d; k = 0x6ed9eba1; }
        else if (i < 60) { f = (b & cc) | (b & d) | (cc & d); k = 0x8f1bbcdc; }
        else { f = b ^ cc ^ d; k = 0xca62c1d6; }
        uint32_t t = rol(a, 5) + f + e + k + w[i];
        e = d; d = cc; cc = rol(b, 30); b = a; a = t;
    }
    c->h[0] += a; c->h[1] += b; c->h[2] += cc; c->h[3] += d; c->h[4] += e;
}
static void init(sha1_ctx *c) { static const uint32_t iv[5] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0}; memcpy(c->h, iv, sizeof iv); c->len = 0; c->n = 0; }
static void update(sha1_ctx *c, const void *data, size_t n) {
    const unsigned char *p = data;
    c->len += n;
    while (n) { size_t k = 64 - (size_t)c->n; if (k > n) k = n; memcpy(c->buf + c->n, p, k); c->n += (int)k; p += k; n -= k; if (c->n == 64) { block(c, c->buf); c->n = 0; } }
}
static void final(sha1_ctx *c, unsigned char out[20]) {
    uint64_t bits = c->len * 8;
    unsigned char pad = 0x80, z = 0;
    update(c, &pad, 1);
    while (c->n != 56) update(c, &z, 1);
    unsigned char lenb[8];
    for (int i = 0; i < 8; i++) lenb[i] = (unsigned char)(bits >> (56 - 8 * i));
    update(c, lenb, 8);
    for (int i = 0; i < 5; i++) for (int k = 0; k < 4; k++) out[4 * i + k] = (unsigned char)(c->h[i] >> (24 - 8 * k));
}
static void sha1(const void *d, size_t n, unsigned char out[20]) { sha1_ctx c; init(&c); update(&c, d, n); final(&c, out); }
static void hmac(const unsigned char *key, size_t kl, const void *msg, size_t ml, unsigned char out[20]) {
    unsigned char k[64] = {0}, ipad[64], opad[64], inner[20];
    if (kl > 64) sha1(key, kl, k); else memcpy(k, key, kl);
    for (int i = 0; i < 64; i++) { ipad[i] = k[i] ^ 0x36; opad[i] = k[i] ^ 0x5c; }
    sha1_ctx c; init(&c); update(&c, ipad, 64); update(&c, msg, ml); final(&c, inner);
    init(&c); update(&c, opad, 64); update(&c, inner, 20); final(&c, out);
}
static void hex(const unsigned char *d) { for (int i = 0; i < 20; i++) printf("%02x", d[i]); printf("\n"); }

int main(void) {
    unsigned char d[20];
    sha1("abc", 3, d); hex(d);
    sha1("", 0, d); hex(d);
    sha1("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", 56, d); hex(d);
    sha1_ctx c; init(&c);
    static char as[1000];
    memset(as, 'a', sizeof as);
    size_t done = 0; int k = 1;
    while (done < 1000000) { size_t n = (size_t)(k * 37 % 1000) + 1; if (n > 1000000 - done) n = 1000000 - done; update(&c, as, n); done += n; k++; }
    final(&c, d); hex(d);
    unsigned char key1[20]; memset(key1, 0x0b, 20);
    hmac(key1, 20, "Hi There", 8, d); hex(d);
    hmac((const unsigned char *)"Jefe", 4, "what do ya want for nothing?", 28, d); hex(d);
    unsigned char key3[80]; memset(key3, 0xaa, 80);
    hmac(key3, 80, "Test Using Larger Than Block-Size Key - Hash Key First", 54, d); hex(d);
    return d[0] & 0x7f;
}
