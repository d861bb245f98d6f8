/* Loops and expressions that -O2 rewrites into single intrinsics, so the optimized IR
   contains llvm.ctpop/ctlz/cttz/bswap/fshl/abs/smin/umax/memset/memcpy that the backend
   must lower for baseline x86-64 (no POPCNT/LZCNT instructions): a popcount loop, a
   count-leading-zeros loop, trailing zeros, byte-swap by shifts, rotate by shifts,
   branchy abs/min/max, and zeroing/copy loops. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

__attribute__((noinline)) static int pop_loop(uint64_t x) { int c = 0; while (x) { x &= x - 1; c++; } return c; }
__attribute__((noinline)) static int clz_loop(uint32_t x) { int n = 32; while (x) { x >>= 1; n--; } return n; }
__attribute__((noinline)) static int ctz_loop(uint32_t x) { if (!x) return 32; int n = 0; while (!(x & 1)) { x >>= 1; n++; } return n; }
__attribute__((noinline)) static uint32_t bswap_shifts(uint32_t x) { return ((x & 0xff) << 24) | ((x & 0xff00) << 8) | ((x >> 8) & 0xff00) | (x >> 24); }
__attribute__((noinline)) static uint64_t rot_shifts(uint64_t x, unsigned n) { n &= 63; return (x << n) | (x >> ((64 - n) & 63)); }
__attribute__((noinline)) static int32_t abs_branch(int32_t x) { if (x < 0) return -x; return x; }
__attribute__((noinline)) static int64_t smin_branch(int64_t a, int64_t b) { if (a < b) return a; return b; }
__attribute__((noinline)) static uint16_t umax_branch(uint16_t a, uint16_t b) { if (a > b) return a; return b; }
__attribute__((noinline)) static void zero_loop(uint8_t *p, int n) { for (int i = 0; i < n; i++) p[i] = 0; }
__attribute__((noinline)) static void copy_loop(uint32_t *d, const uint32_t *s, int n) { for (int i = 0; i < n; i++) d[i] = s[i]; }
__attribute__((noinline)) static int parity_loop(uint32_t x) { int p = 0; while (x) { p ^= 1; x &= x - 1; } return p; }

int main(void) {
    uint64_t x = 0x243f6a8885a308d3ull;
    unsigned long h = 0;
    for (int i = 0; i < 500; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        uint32_t lo = (uint32_t)x >> (i % 32);
        h = h * 1000003 + (unsigned long)pop_loop(x) + (unsigned long)clz_loop(lo) * 7 + (unsigned long)ctz_loop(lo) * 13 + bswap_shifts(lo) + rot_shifts(x, (unsigned)i) + (unsigned long)parity_loop(lo);
        h ^= (unsigned long)abs_branch((int32_t)lo == INT32_MIN ? 0 : (int32_t)lo) + (unsigned long)smin_branch((int64_t)x, -(int64_t)(x >> 1)) + umax_branch((uint16_t)x, (uint16_t)(x >> 16));
    }
    printf("pop=%d clz=%d,%d ctz=%d,%d bswap=%08x rot=%016llx parity=%d\n", pop_loop(0xffffffffffffffffull), clz_loop(1), clz_loop(0), ctz_loop(0x80000000u), ctz_loop(0), bswap_shifts(0x11223344u),
           (unsigned long long)rot_shifts(0x8000000000000001ull, 4), parity_loop(7));
    uint8_t buf[300]; memset(buf, 0xaa, sizeof buf); zero_loop(buf + 7, 250);
    uint32_t src[64], dst[64]; for (int i = 0; i < 64; i++) src[i] = (uint32_t)i * 0x01010101u; copy_loop(dst, src, 64);
    int z = 0; for (int i = 0; i < 300; i++) z += buf[i] == 0;
    printf("zeroed=%d copy ok=%d hash=%016lx\n", z, memcmp(src, dst, sizeof src) == 0, h);
    return (int)(h & 0x7f);
}
