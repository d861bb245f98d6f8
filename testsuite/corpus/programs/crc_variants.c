/* CRC computations in several widths and styles: CRC-8 (poly 0x07), CRC-16/CCITT
   (0x1021, MSB-first), CRC-32 (reflected 0xEDB88320, bitwise and with a 256-entry table
   built at run time), CRC-32C (Castagnoli), and CRC-64/XZ; each over the standard check
   string "123456789" and over a generated buffer, table and bitwise results compared. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static uint8_t crc8(const uint8_t *p, size_t n) { uint8_t c = 0; while (n--) { c ^= *p++; for (int k = 0; k < 8; k++) c = (uint8_t)(c & 0x80 ? (c << 1) ^ 0x07 : c << 1); } return c; }
static uint16_t crc16_ccitt(const uint8_t *p, size_t n) { uint16_t c = 0xffff; while (n--) { c ^= (uint16_t)(*p++ << 8); for (int k = 0; k < 8; k++) c = (uint16_t)(c & 0x8000 ? (c << 1) ^ 0x1021 : c << 1); } return c; }
static uint32_t crc32_bitwise(const uint8_t *p, size_t n, uint32_t poly) { uint32_t c = 0xffffffffu; while (n--) { c ^= *p++; for (int k = 0; k < 8; k++) c = c & 1 ? (c >> 1) ^ poly : c >> 1; } return ~c; }
static uint32_t table32[256];
static void make_table(uint32_t poly) { for (uint32_t i = 0; i < 256; i++) { uint32_t c = i; for (int k = 0; k < 8; k++) c = c & 1 ? (c >> 1) ^ poly : c >> 1; table32[i] = c; } }
static uint32_t crc32_table(const uint8_t *p, size_t n) { uint32_t c = 0xffffffffu; while (n--) c = table32[(c ^ *p++) & 0xff] ^ (c >> 8); return ~c; }
static uint64_t crc64_xz(const uint8_t *p, size_t n) { uint64_t c = ~0ull; while (n--) { c ^= *p++; for (int k = 0; k < 8; k++) c = c & 1 ? (c >> 1) ^ 0xC96C5795D7870F42ull : c >> 1; } return ~c; }

int main(void) {
    const uint8_t *check = (const uint8_t *)"123456789";
    printf("crc8=%02x crc16=%04x crc32=%08x crc32c=%08x crc64=%016llx\n", crc8(check, 9), crc16_ccitt(check, 9), crc32_bitwise(check, 9, 0xEDB88320u), crc32_bitwise(check, 9, 0x82F63B78u),
           (unsigned long long)crc64_xz(check, 9));
    static uint8_t buf[20000];
    uint32_t x = 7;
    for (size_t i = 0; i < sizeof buf; i++) { x = x * 1103515245u + 12345u; buf[i] = (uint8_t)(x >> 16); }
    make_table(0xEDB88320u);
    uint32_t a = crc32_table(buf, sizeof buf), b = crc32_bitwise(buf, sizeof buf, 0xEDB88320u);
    make_table(0x82F63B78u);
    uint32_t c = crc32_table(buf, sizeof buf), d = crc32_bitwise(buf, sizeof buf, 0x82F63B78u);
    printf("buffer: crc32 %08x/%08x crc32c %08x/%08x crc16 %04x crc64 %016llx\n", a, b, c, d, crc16_ccitt(buf, sizeof buf), (unsigned long long)crc64_xz(buf, sizeof buf));
    return (a != b || c != d) ? 100 : (int)(a & 0x7f);
}
