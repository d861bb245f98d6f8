/* Global data in every section: large zero-initialised arrays (.bss), partially
   initialised arrays whose tail is zero, initialised data of every scalar type (.data),
   const tables (.rodata), static locals with and without initialisers, tentative
   definitions, and writes to data followed by re-reads. */
#include <stdio.h>
#include <stdint.h>

static uint8_t zeros[1 << 20];
static int partial[1000] = {1, 2, 3, [500] = 500, [999] = 999};
int tentative;
int tentative;
static int8_t d8 = -8; static uint16_t d16 = 0xbeef; static int32_t d32 = -123456789; static int64_t d64 = 0x123456789abcdef0;
static float df = 1.25f; static double dd = -2.5e-300; static long double dl = 1e4000L; static _Bool db = 1; static char dc = 'q';
static const uint32_t crc_poly_table[16] = {0x00000000, 0x1db71064, 0x3b6e20c8, 0x26d930ac, 0x76dc4190, 0x6b6b51f4, 0x4db26158, 0x5005713c,
                                            0xedb88320, 0xf00f9344, 0xd6d6a3e8, 0xcb61b38c, 0x9b64c2b0, 0x86d3d2d4, 0xa00ae278, 0xbdbdf21c};
static uint32_t crc_nibble(const uint8_t *p, size_t n) {
    uint32_t c = 0xffffffffu;
    for (size_t i = 0; i < n; i++) { c = crc_poly_table[(c ^ p[i]) & 15] ^ (c >> 4); c = crc_poly_table[(c ^ (p[i] >> 4)) & 15] ^ (c >> 4); }
    return ~c;
}
__attribute__((noinline)) static int counter(void) { static int n; static int base = 100; return base + n++; }

int main(void) {
    long nz = 0;
    for (size_t i = 0; i < sizeof zeros; i += 4096) nz += zeros[i];
    long ps = 0; int nonzero = 0;
    for (int i = 0; i < 1000; i++) { ps += partial[i]; nonzero += partial[i] != 0; }
    printf("bss nonzero=%ld partial sum=%ld nonzero=%d tentative=%d\n", nz, ps, nonzero, tentative);
    printf("data: %d %x %d %llx %g %g %Lg %d %c\n", d8, d16, d32, (unsigned long long)d64, (double)df, dd, dl, db, dc);
    printf("crc(\"123456789\")=%08x\n", crc_nibble((const uint8_t *)"123456789", 9));
    zeros[12345] = 7; partial[998] = -1; d64 ^= -1; tentative = 5;
    for (int i = 0; i < 3; i++) printf("counter=%d ", counter());
    printf("\nafter writes: %d %d %llx %d\n", zeros[12345], partial[998], (unsigned long long)d64, tentative);
    return (int)(crc_nibble((const uint8_t *)"abc", 3) & 0x7f);
}
