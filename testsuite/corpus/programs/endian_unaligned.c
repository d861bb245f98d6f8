/* Endianness conversions and unaligned loads/stores via memcpy and byte shuffling:
   big/little-endian encode/decode for 16/32/64-bit at every byte offset, and a simple
   binary record serializer. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static uint16_t ld_be16(const uint8_t *p) { return (uint16_t)(p[0] << 8 | p[1]); }
static uint32_t ld_be32(const uint8_t *p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }
static uint64_t ld_le64(const uint8_t *p) { uint64_t v = 0; for (int i = 7; i >= 0; i--) v = v << 8 | p[i]; return v; }
static void st_be32(uint8_t *p, uint32_t v) { p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v; }
static void st_le64(uint8_t *p, uint64_t v) { for (int i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (8 * i)); }
static uint32_t ld_u32_memcpy(const void *p) { uint32_t v; memcpy(&v, p, 4); return v; }
static uint64_t ld_u64_memcpy(const void *p) { uint64_t v; memcpy(&v, p, 8); return v; }
typedef struct { uint32_t id; int16_t temp; uint64_t ts; double value; char name[6]; } Rec;
static size_t ser(const Rec *r, uint8_t *o) { size_t n = 0; st_be32(o + n, r->id); n += 4; o[n++] = (uint8_t)((uint16_t)r->temp >> 8); o[n++] = (uint8_t)r->temp; st_le64(o + n, r->ts); n += 8; uint64_t b; memcpy(&b, &r->value, 8); st_le64(o + n, b); n += 8; memcpy(o + n, r->name, 6); n += 6; return n; }
static size_t deser(Rec *r, const uint8_t *i) { size_t n = 0; r->id = ld_be32(i); n += 4; r->temp = (int16_t)ld_be16(i + n); n += 2; r->ts = ld_le64(i + n); n += 8; uint64_t b = ld_le64(i + n); memcpy(&r->value, &b, 8); n += 8; memcpy(r->name, i + n, 6); n += 6; return n; }

int main(void) {
    uint8_t buf[64]; for (int i = 0; i < 64; i++) buf[i] = (uint8_t)(i * 37 + 11);
    uint64_t h = 0; int bad = 0;
    for (int off = 0; off < 48; off++) {
        uint32_t a = ld_u32_memcpy(buf + off), b = __builtin_bswap32(ld_be32(buf + off)); if (a != b) bad++;
        uint64_t c = ld_u64_memcpy(buf + off), d = ld_le64(buf + off); if (c != d) bad++;
        h = h * 1099511628211ULL ^ c ^ ld_be16(buf + off);
    }
    uint8_t tmp[16]; st_be32(tmp + 1, 0xdeadbeef); printf("be32 bytes %02x %02x %02x %02x\n", tmp[1], tmp[2], tmp[3], tmp[4]);
    st_le64(tmp + 3, 0x0102030405060708ULL); printf("le64 back %016llx\n", (unsigned long long)ld_u64_memcpy(tmp + 3));
    Rec recs[3] = { { 1, -40, 1700000000000ULL, 3.25, "alpha" }, { 0xfffffffe, 32767, 0, -0.0, "beta" }, { 42, -32768, UINT64_MAX, 1e300, "gamma" } };
    uint8_t wire[128]; size_t n = 0; for (int i = 0; i < 3; i++) n += ser(&recs[i], wire + n);
    printf("serialized %zu bytes:", n); for (size_t i = 0; i < n; i += 7) printf(" %02x", wire[i]); printf("\n");
    size_t m = 0; for (int i = 0; i < 3; i++) { Rec r; m += deser(&r, wire + m); printf("rec id=%u temp=%d ts=%llu value=%g name=%.6s\n", r.id, r.temp, (unsigned long long)r.ts, r.value, r.name); if (r.id != recs[i].id || r.temp != recs[i].temp || r.ts != recs[i].ts) bad++; }
    printf("bad=%d h=%016llx\n", bad, (unsigned long long)h);
    return bad;
}
