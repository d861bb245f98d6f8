/* Adjacent narrow stores and loads that -O2 merges into wider memory operations:
   writing a little-endian u32/u64 byte by byte, reading one back byte by byte, filling
   struct fields of one cache line in order, copying 2x u16 as one u32, and partially
   overlapping stores where only the later value may survive. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

__attribute__((noinline)) static void put_le32(uint8_t *p, uint32_t v) { p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); p[2] = (uint8_t)(v >> 16); p[3] = (uint8_t)(v >> 24); }
__attribute__((noinline)) static void put_le64(uint8_t *p, uint64_t v) { for (int i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (8 * i)); }
__attribute__((noinline)) static uint32_t get_le32(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }
__attribute__((noinline)) static uint64_t get_be64(const uint8_t *p) { uint64_t v = 0; for (int i = 0; i < 8; i++) v = v << 8 | p[i]; return v; }
struct rec { uint8_t a, b; uint16_t c; uint32_t d; uint64_t e; };
__attribute__((noinline)) static void fill(struct rec *r, uint64_t k) { r->a = (uint8_t)k; r->b = (uint8_t)(k >> 8); r->c = (uint16_t)(k >> 16); r->d = (uint32_t)(k >> 32); r->e = ~k; }
__attribute__((noinline)) static void copy_pair(uint16_t *d, const uint16_t *s) { d[0] = s[0]; d[1] = s[1]; }
__attribute__((noinline)) static void overlap(uint8_t *p, uint32_t v, uint16_t w) { memcpy(p, &v, 4); memcpy(p + 1, &w, 2); p[3] = 0x77; }

int main(void) {
    uint8_t buf[32] = {0};
    put_le32(buf, 0xa1b2c3d4u); put_le64(buf + 5, 0x0102030405060708ull);
    printf("bytes:"); for (int i = 0; i < 14; i++) printf(" %02x", buf[i]); printf("\n");
    printf("get_le32=%08x get_le32@5=%08x get_be64@5=%016llx\n", get_le32(buf), get_le32(buf + 5), (unsigned long long)get_be64(buf + 5));
    struct rec r; memset(&r, 0, sizeof r);
    fill(&r, 0x1122334455667788ull);
    printf("rec a=%02x b=%02x c=%04x d=%08x e=%016llx\n", r.a, r.b, r.c, r.d, (unsigned long long)r.e);
    uint16_t s[2] = {0xbeef, 0xdead}, d[2] = {0, 0};
    copy_pair(d, s);
    printf("pair %04x %04x\n", d[0], d[1]);
    overlap(buf + 16, 0x44332211u, 0x6655);
    printf("overlap:"); for (int i = 16; i < 21; i++) printf(" %02x", buf[i]); printf("\n");
    return buf[18];
}
