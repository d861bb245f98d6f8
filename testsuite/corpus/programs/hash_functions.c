/* Hash/checksum functions: FNV-1a 32/64, CRC32 (table and bitwise), CRC32C, Adler-32,
   djb2, MurmurHash3 x86_32, xorshift64*, splitmix64, SipHash-2-4. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static uint32_t fnv1a32(const void *d, size_t n) { const uint8_t *p = d; uint32_t h = 2166136261u; while (n--) { h ^= *p++; h *= 16777619u; } return h; }
static uint64_t fnv1a64(const void *d, size_t n) { const uint8_t *p = d; uint64_t h = 14695981039346656037ULL; while (n--) { h ^= *p++; h *= 1099511628211ULL; } return h; }
static uint32_t crc_table[256];
static void crc_init(void) { for (uint32_t i = 0; i < 256; i++) { uint32_t c = i; for (int k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1; crc_table[i] = c; } }
static uint32_t crc32_tab(const void *d, size_t n) { const uint8_t *p = d; uint32_t c = 0xffffffffu; while (n--) c = crc_table[(c ^ *p++) & 0xff] ^ (c >> 8); return c ^ 0xffffffffu; }
static uint32_t crc32_bit(const void *d, size_t n, uint32_t poly) { const uint8_t *p = d; uint32_t c = 0xffffffffu; while (n--) { c ^= *p++; for (int k = 0; k < 8; k++) c = (c >> 1) ^ (poly & (0u - (c & 1))); } return ~c; }
static uint32_t adler32(const void *d, size_t n) { const uint8_t *p = d; uint32_t a = 1, b = 0; while (n--) { a = (a + *p++) % 65521; b = (b + a) % 65521; } return (b << 16) | a; }
static uint32_t djb2(const char *s) { uint32_t h = 5381; int c; while ((c = (unsigned char)*s++)) h = h * 33 + (uint32_t)c; return h; }
static uint32_t rotl32(uint32_t x, int r) { return (x << r) | (x >> (32 - r)); }
static uint64_t rotl64(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }
static uint32_t murmur3_32(const void *key, size_t len, uint32_t seed) {
    const uint8_t *data = key; size_t nblocks = len / 4; uint32_t h1 = seed, c1 = 0xcc9e2d51, c2 = 0x1b873593;
    for (size_t i = 0; i < nblocks; i++) { uint32_t k1; memcpy(&k1, data + i * 4, 4); k1 *= c1; k1 = rotl32(k1, 15); k1 *= c2; h1 ^= k1; h1 = rotl32(h1, 13); h1 = h1 * 5 + 0xe6546b64; }
    const uint8_t *tail = data + nblocks * 4; uint32_t k1 = 0;
    switch (len & 3) { case 3: k1 ^= (uint32_t)tail[2] << 16; /* fall through */ case 2: k1 ^= (uint32_t)tail[1] << 8; /* fall through */ case 1: k1 ^= tail[0]; k1 *= c1; k1 = rotl32(k1, 15); k1 *= c2; h1 ^= k1; }
    h1 ^= (uint32_t)len; h1 ^= h1 >> 16; h1 *= 0x85ebca6b; h1 ^= h1 >> 13; h1 *= 0xc2b2ae35; h1 ^= h1 >> 16; return h1;
}
static uint64_t xs_state = 88172645463325252ULL;
static uint64_t xorshift64s(void) { xs_state ^= xs_state >> 12; xs_state ^= xs_state << 25; xs_state ^= xs_state >> 27; return xs_state * 2685821657736338717ULL; }
static uint64_t splitmix64(uint64_t *s) { uint64_t z = (*s += 0x9e3779b97f4a7c15ULL); z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL; z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL; return z ^ (z >> 31); }
#define SIPROUND do { v0 += v1; v1 = rotl64(v1, 13); v1 ^= v0; v0 = rotl64(v0, 32); v2 += v3; v3 = rotl64(v3, 16); v3 ^= v2; v0 += v3; v3 = rotl64(v3, 21); v3 ^= v0; v2 += v1; v1 = rotl64(v1, 17); v1 ^= v2; v2 = rotl64(v2, 32); } while (0)
static uint64_t siphash24(const uint8_t *in, size_t inlen, const uint8_t k[16]) {
    uint64_t k0, k1; memcpy(&k0, k, 8); memcpy(&k1, k + 8, 8);
    uint64_t v0 = 0x736f6d6570736575ULL ^ k0, v1 = 0x646f72616e646f6dULL ^ k1, v2 = 0x6c7967656e657261ULL ^ k0, v3 = 0x7465646279746573ULL ^ k1;
    uint64_t b = (uint64_t)inlen << 56; const uint8_t *end = in + inlen - (inlen % 8);
    for (; in != end; in += 8) { uint64_t m; memcpy(&m, in, 8); v3 ^= m; SIPROUND; SIPROUND; v0 ^= m; }
    for (size_t i = 0; i < inlen % 8; i++) b |= (uint64_t)in[i] << (8 * i);
    v3 ^= b; SIPROUND; SIPROUND; v0 ^= b; v2 ^= 0xff; SIPROUND; SIPROUND; SIPROUND; SIPROUND; return v0 ^ v1 ^ v2 ^ v3;
}

int main(void) {
    crc_init();
    const char *msgs[] = { "", "a", "abc", "message digest", "The quick brown fox jumps over the lazy dog", "123456789" };
    for (int i = 0; i < 6; i++) {
        const char *m = msgs[i]; size_t n = strlen(m);
        printf("'%s': fnv32=%08x fnv64=%016llx crc32=%08x/%08x crc32c=%08x adler=%08x djb2=%08x murmur=%08x\n", m, fnv1a32(m, n), (unsigned long long)fnv1a64(m, n),
               crc32_tab(m, n), crc32_bit(m, n, 0xEDB88320u), crc32_bit(m, n, 0x82F63B78u), adler32(m, n), djb2(m), murmur3_32(m, n, 0x9747b28c));
    }
    uint8_t key[16], buf[64]; for (int i = 0; i < 16; i++) key[i] = (uint8_t)i;
    for (int i = 0; i < 64; i++) buf[i] = (uint8_t)i;
    for (int len = 0; len < 64; len += 7) printf("siphash len=%d %016llx\n", len, (unsigned long long)siphash24(buf, (size_t)len, key));
    uint64_t acc = 0; for (int i = 0; i < 100000; i++) acc ^= xorshift64s(); printf("xorshift64* acc=%016llx\n", (unsigned long long)acc);
    uint64_t s = 0; uint64_t sm = 0; for (int i = 0; i < 1000; i++) sm += splitmix64(&s); printf("splitmix sum=%016llx\n", (unsigned long long)sm);
    static uint8_t big[100000]; for (int i = 0; i < 100000; i++) big[i] = (uint8_t)(xorshift64s() >> 56);
    printf("big crc=%08x adler=%08x fnv=%08x\n", crc32_tab(big, sizeof big), adler32(big, sizeof big), fnv1a32(big, sizeof big));
    return (int)(crc32_tab("123456789", 9) & 0xff);
}
