/* Byte swaps and bit reversals: __builtin_bswap16/32/64, __builtin_bitreverse8/16/32/64,
   plus hand-written byte-swap and bit-reverse idioms (which -O2 recognises), big-endian
   loads from byte arrays and network-order round trips. */
/* check-programs: clang-only (clang builtins) */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

__attribute__((noinline)) static uint16_t bs16(uint16_t x) { return __builtin_bswap16(x); }
__attribute__((noinline)) static uint32_t bs32(uint32_t x) { return __builtin_bswap32(x); }
__attribute__((noinline)) static uint64_t bs64(uint64_t x) { return __builtin_bswap64(x); }
__attribute__((noinline)) static uint8_t br8(uint8_t x) { return __builtin_bitreverse8(x); }
__attribute__((noinline)) static uint16_t br16(uint16_t x) { return __builtin_bitreverse16(x); }
__attribute__((noinline)) static uint32_t br32(uint32_t x) { return __builtin_bitreverse32(x); }
__attribute__((noinline)) static uint64_t br64(uint64_t x) { return __builtin_bitreverse64(x); }
__attribute__((noinline)) static uint32_t bs32_idiom(uint32_t x) {
    return (x >> 24) | ((x >> 8) & 0xff00) | ((x << 8) & 0xff0000) | (x << 24);
}
__attribute__((noinline)) static uint64_t br64_loop(uint64_t x) { uint64_t r = 0; for (int i = 0; i < 64; i++) { r = (r << 1) | (x & 1); x >>= 1; } return r; }
__attribute__((noinline)) static uint32_t load_be32(const unsigned char *p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }
__attribute__((noinline)) static uint64_t load_be64(const unsigned char *p) { uint64_t v; memcpy(&v, p, 8); return __builtin_bswap64(v); }
__attribute__((noinline)) static void store_be16(unsigned char *p, uint16_t v) { p[0] = (unsigned char)(v >> 8); p[1] = (unsigned char)v; }

int main(void) {
    volatile uint64_t seed = 0x0123456789abcdefull;
    uint64_t x = seed;
    int bad = 0;
    unsigned long long h = 0;
    for (int i = 0; i < 200; i++) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        uint64_t v = x >> (i % 17);
        if (bs32((uint32_t)v) != bs32_idiom((uint32_t)v)) bad++;
        if (br64(v) != br64_loop(v)) bad++;
        if (bs64(bs64(v)) != v || br32(br32((uint32_t)v)) != (uint32_t)v) bad++;
        if ((uint32_t)(br64(v) >> 32) != br32((uint32_t)v)) bad++;
        h = h * 31 + bs16((uint16_t)v) + br8((uint8_t)v) + br16((uint16_t)v) + bs64(v) + br64(v);
    }
    printf("bs16=%04x bs32=%08x bs64=%016llx\n", bs16((uint16_t)seed), bs32((uint32_t)seed), (unsigned long long)bs64(seed));
    printf("br8=%02x br16=%04x br32=%08x br64=%016llx\n", br8((uint8_t)seed), br16((uint16_t)seed), br32((uint32_t)seed), (unsigned long long)br64(seed));
    unsigned char buf[16] = {0xde, 0xad, 0xbe, 0xef, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x80, 0x7f, 0xff, 0x00};
    printf("be32=%08x be64@4=%016llx be32@12=%08x\n", load_be32(buf), (unsigned long long)load_be64(buf + 4), load_be32(buf + 12));
    store_be16(buf, 0xcafe);
    printf("stored %02x %02x\n", buf[0], buf[1]);
    for (int i = 0; i < 8; i++) printf("br8(%d)=%d ", 1 << i, br8((uint8_t)(1 << i)));
    printf("\nhash %016llx bad %d\n", h, bad);
    return bad ? 1 : (int)(h % 100);
}
