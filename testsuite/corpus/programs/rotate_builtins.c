/* Rotates: __builtin_rotateleft/rotateright for 8, 16, 32 and 64 bits by every count
   (including counts >= width, which the builtins reduce modulo the width), the classic
   (x << n) | (x >> (w - n)) idioms with masked counts, and rotates by constants. */
/* check-programs: clang-only (clang builtins) */
#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static uint8_t rl8(uint8_t x, uint8_t n) { return __builtin_rotateleft8(x, n); }
__attribute__((noinline)) static uint16_t rr16(uint16_t x, uint16_t n) { return __builtin_rotateright16(x, n); }
__attribute__((noinline)) static uint32_t rl32(uint32_t x, uint32_t n) { return __builtin_rotateleft32(x, n); }
__attribute__((noinline)) static uint32_t rr32(uint32_t x, uint32_t n) { return __builtin_rotateright32(x, n); }
__attribute__((noinline)) static uint64_t rl64(uint64_t x, uint64_t n) { return __builtin_rotateleft64(x, n); }
__attribute__((noinline)) static uint64_t rr64(uint64_t x, uint64_t n) { return __builtin_rotateright64(x, n); }
__attribute__((noinline)) static uint32_t idiom32(uint32_t x, unsigned n) { return (x << (n & 31)) | (x >> ((32 - n) & 31)); }
__attribute__((noinline)) static uint64_t idiom64r(uint64_t x, unsigned n) { return (x >> (n & 63)) | (x << ((64 - n) & 63)); }
__attribute__((noinline)) static uint16_t idiom16(uint16_t x, unsigned n) { n &= 15; return (uint16_t)((x << n) | (x >> ((16 - n) & 15))); }
__attribute__((noinline)) static uint8_t idiom8(uint8_t x, unsigned n) { n &= 7; return (uint8_t)((x << n) | (x >> ((8 - n) & 7))); }
__attribute__((noinline)) static uint32_t const_rot(uint32_t x) { return ((x << 7) | (x >> 25)) ^ ((x >> 13) | (x << 19)); }
__attribute__((noinline)) static uint64_t const_rot64(uint64_t x) { return ((x << 1) | (x >> 63)) + ((x >> 32) | (x << 32)); }

int main(void) {
    volatile uint64_t v = 0x0123456789abcdefull;
    unsigned long long h = 0;
    int bad = 0;
    for (unsigned n = 0; n < 130; n++) {
        uint8_t a8 = rl8((uint8_t)v, (uint8_t)n);
        uint16_t a16 = rr16((uint16_t)v, (uint16_t)n);
        uint32_t a32 = rl32((uint32_t)v, n), b32 = rr32((uint32_t)v, n);
        uint64_t a64 = rl64(v, n), b64 = rr64(v, n);
        if (a32 != idiom32((uint32_t)v, n)) bad++;
        if (b64 != idiom64r(v, n)) bad++;
        if (a8 != idiom8((uint8_t)v, n)) bad++;
        if (rr32(a32, n) != (uint32_t)v || rl64(b64, n) != v) bad++;
        if (idiom16(a16, n) != (uint16_t)v) bad++;
        h = h * 1000003 ^ a8 ^ (uint64_t)a16 << 8 ^ (uint64_t)a32 << 24 ^ b32 ^ a64 ^ b64 << 3;
        if (n % 9 == 0) printf("n=%3u rl8=%02x rr16=%04x rl32=%08x rr32=%08x rl64=%016llx rr64=%016llx\n", n, a8, a16, a32, b32, (unsigned long long)a64, (unsigned long long)b64);
    }
    printf("const %08x %016llx\n", const_rot((uint32_t)v), (unsigned long long)const_rot64(v));
    printf("hash %016llx bad %d\n", h, bad);
    return bad ? 1 : (int)(h & 0x7f);
}
