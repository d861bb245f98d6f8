/* Small ciphers: XTEA, RC4, and a Feistel network over 64-bit blocks in CBC mode;
   encrypt/decrypt roundtrips and known-answer checks. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static void xtea_enc(uint32_t v[2], const uint32_t k[4], int rounds) { uint32_t v0 = v[0], v1 = v[1], sum = 0, delta = 0x9E3779B9; for (int i = 0; i < rounds; i++) { v0 += (((v1 << 4) ^ (v1 >> 5)) + v1) ^ (sum + k[sum & 3]); sum += delta; v1 += (((v0 << 4) ^ (v0 >> 5)) + v0) ^ (sum + k[(sum >> 11) & 3]); } v[0] = v0; v[1] = v1; }
static void xtea_dec(uint32_t v[2], const uint32_t k[4], int rounds) { uint32_t v0 = v[0], v1 = v[1], delta = 0x9E3779B9, sum = delta * (uint32_t)rounds; for (int i = 0; i < rounds; i++) { v1 -= (((v0 << 4) ^ (v0 >> 5)) + v0) ^ (sum + k[(sum >> 11) & 3]); sum -= delta; v0 -= (((v1 << 4) ^ (v1 >> 5)) + v1) ^ (sum + k[sum & 3]); } v[0] = v0; v[1] = v1; }
typedef struct { uint8_t S[256]; uint8_t i, j; } RC4;
static void rc4_init(RC4 *r, const uint8_t *key, size_t n) { for (int i = 0; i < 256; i++) r->S[i] = (uint8_t)i; uint8_t j = 0; for (int i = 0; i < 256; i++) { j = (uint8_t)(j + r->S[i] + key[i % n]); uint8_t t = r->S[i]; r->S[i] = r->S[j]; r->S[j] = t; } r->i = r->j = 0; }
static uint8_t rc4_byte(RC4 *r) { r->i++; r->j = (uint8_t)(r->j + r->S[r->i]); uint8_t t = r->S[r->i]; r->S[r->i] = r->S[r->j]; r->S[r->j] = t; return r->S[(uint8_t)(r->S[r->i] + r->S[r->j])]; }
static uint32_t F(uint32_t x, uint32_t k) { x ^= k; x *= 0x85ebca6b; x ^= x >> 13; x = (x << 7) | (x >> 25); return x + 0x9e3779b9; }
static uint64_t feistel(uint64_t b, const uint32_t *keys, int n, int dec) {
    uint32_t L = (uint32_t)(b >> 32), R = (uint32_t)b;
    for (int r = 0; r < n; r++) { uint32_t k = keys[dec ? n - 1 - r : r]; uint32_t t = R; R = L ^ F(R, k); L = t; }
    return (uint64_t)R << 32 | L;
}

int main(void) {
    uint32_t k[4] = { 0x00010203, 0x04050607, 0x08090a0b, 0x0c0d0e0f }, v[2] = { 0x41424344, 0x45464748 };
    xtea_enc(v, k, 32); printf("xtea enc %08x %08x\n", v[0], v[1]); xtea_dec(v, k, 32); printf("xtea dec %08x %08x\n", v[0], v[1]);
    RC4 r; rc4_init(&r, (const uint8_t *)"Key", 3); const char *pt = "Plaintext"; printf("rc4 ");
    for (size_t i = 0; i < strlen(pt); i++) printf("%02X", (uint8_t)(pt[i] ^ rc4_byte(&r))); printf("\n");
    rc4_init(&r, (const uint8_t *)"Secret", 6); uint32_t acc = 0; for (int i = 0; i < 100000; i++) acc = acc * 31 + rc4_byte(&r); printf("rc4 stream acc %08x\n", acc);
    uint32_t keys[16]; for (int i = 0; i < 16; i++) keys[i] = 0x12345678u * (uint32_t)(i + 1);
    uint64_t blocks[64], enc[64], iv = 0x0123456789abcdefULL, prev = iv; int bad = 0;
    for (int i = 0; i < 64; i++) blocks[i] = 0x1111111111111111ULL * (uint64_t)(i % 16);
    for (int i = 0; i < 64; i++) { enc[i] = feistel(blocks[i] ^ prev, keys, 16, 0); prev = enc[i]; }
    prev = iv; for (int i = 0; i < 64; i++) { uint64_t d = feistel(enc[i], keys, 16, 1) ^ prev; prev = enc[i]; if (d != blocks[i]) bad++; }
    printf("cbc last=%016llx bad=%d\n", (unsigned long long)enc[63], bad);
    return bad;
}
