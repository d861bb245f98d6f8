/* Unaligned memory access done correctly: reading and writing 16/32/64-bit values and
   doubles at every byte offset through memcpy, through packed structs and through
   __attribute__((aligned(1))) typedefs; parsing a little-endian binary record layout with
   misaligned fields. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef uint32_t u32_unaligned __attribute__((aligned(1)));
typedef uint64_t u64_unaligned __attribute__((aligned(1)));
struct __attribute__((packed)) header { uint8_t magic; uint32_t length; uint16_t flags; uint64_t stamp; double ratio; };

__attribute__((noinline)) static uint64_t load64(const unsigned char *p) { uint64_t v; memcpy(&v, p, 8); return v; }
__attribute__((noinline)) static void store32(unsigned char *p, uint32_t v) { memcpy(p, &v, 4); }
__attribute__((noinline)) static uint32_t load_u32a(const void *p) { return *(const u32_unaligned *)p; }
__attribute__((noinline)) static void store_u64a(void *p, uint64_t v) { *(u64_unaligned *)p = v; }

int main(void) {
    unsigned char buf[64];
    for (int i = 0; i < 64; i++) buf[i] = (unsigned char)(i * 11 + 3);
    uint64_t h = 0;
    for (int off = 0; off < 16; off++) {
        h = h * 31 + load64(buf + off) + load_u32a(buf + off + 20);
        uint16_t s; memcpy(&s, buf + off + 40, 2);
        double d; memcpy(&d, buf + off + 30, 8);
        h ^= s + (uint64_t)(d == d);
    }
    printf("loads hash %016llx\n", (unsigned long long)h);
    for (int off = 1; off < 8; off++) { store32(buf + off, 0xdeadbeefu + (uint32_t)off); store_u64a(buf + 20 + off, 0x0102030405060708ull * (uint64_t)off); }
    for (int i = 0; i < 36; i++) printf("%02x", buf[i]);
    printf("\n");
    unsigned char rec[sizeof(struct header)];
    struct header hd = {0x7f, 123456, 0xa5a5, 0x1122334455667788ull, 0.375};
    memcpy(rec, &hd, sizeof hd);
    struct header back;
    memcpy(&back, rec, sizeof back);
    const struct header *view = (const struct header *)rec;
    printf("packed size=%zu magic=%x len=%u flags=%x stamp=%llx ratio=%g view.len=%u view.ratio=%g\n", sizeof hd, back.magic, back.length, back.flags, (unsigned long long)back.stamp, back.ratio, view->length, view->ratio);
    return (int)(h & 0x7f);
}
