/* memset with every size 0..256 and fill values 0, 0x7f, 0x80, 0xff at misaligned
   destinations, __builtin_memset with constant sizes (inline stores), memcmp's sign for
   differences at every position and for bytes >= 0x80 (compared as unsigned char),
   memchr/memrchr-style searches, and bzero. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

static int sgn(int v) { return (v > 0) - (v < 0); }

int main(void) {
    unsigned char buf[300];
    int bad = 0;
    const int fills[] = {0, 0x7f, 0x80, 0xff, -1, 256 + 5};
    for (int f = 0; f < 6; f++)
        for (size_t n = 0; n <= 256; n++)
            for (int a = 0; a < 4; a++) {
                memset(buf, 0x11, sizeof buf);
                memset(buf + a, fills[f], n);
                for (size_t i = 0; i < sizeof buf; i++) {
                    unsigned char want = (i >= (size_t)a && i < a + n) ? (unsigned char)fills[f] : 0x11;
                    if (buf[i] != want) { bad++; break; }
                }
            }
    unsigned char c1[40], c2[40];
    __builtin_memset(c1, 0xab, 1); __builtin_memset(c1 + 1, 0, 7); __builtin_memset(c1 + 8, 0x5a, 16); __builtin_memset(c1 + 24, 0xff, 16);
    printf("const memset: %02x %02x %02x %02x %02x\n", c1[0], c1[7], c1[8], c1[23], c1[39]);
    memcpy(c2, c1, sizeof c1);
    int signs[40];
    for (int i = 0; i < 40; i++) { c2[i] ^= 0x80; signs[i] = sgn(memcmp(c1, c2, sizeof c1)); c2[i] ^= 0x80; }
    printf("memcmp signs:");
    for (int i = 0; i < 40; i += 5) printf(" %d", signs[i]);
    printf(" equal=%d prefix=%d\n", memcmp(c1, c2, 40), sgn(memcmp("abc\x80", "abc\x7f", 4)));
    const char *hay = "the quick brown fox jumps over the lazy dog";
    const char *q = memchr(hay, 'q', strlen(hay)), *z = memchr(hay, 'Z', strlen(hay)), *nul = memchr(hay, 0, strlen(hay) + 1);
    printf("memchr q@%td Z=%s nul@%td\n", q - hay, z ? "found" : "null", nul - hay);
    bzero(buf, 100);
    int zeros = 0; for (int i = 0; i < 100; i++) zeros += buf[i] == 0;
    printf("bzero zeros=%d bad=%d\n", zeros, bad);
    return bad;
}
