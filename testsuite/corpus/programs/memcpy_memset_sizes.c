/* memcpy/memmove/memset/memcmp of every size 0..130 at every alignment 0..7, plus
   constant-size copies (inlined by the compiler) and overlapping memmove. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

static uint8_t src[512], dst[512], ref[512];
static uint32_t hash(const uint8_t *p, size_t n) { uint32_t h = 2166136261u; for (size_t i = 0; i < n; i++) { h ^= p[i]; h *= 16777619u; } return h; }
static void ref_memmove(uint8_t *d, const uint8_t *s, size_t n) { if (d < s) for (size_t i = 0; i < n; i++) d[i] = s[i]; else for (size_t i = n; i > 0; i--) d[i - 1] = s[i - 1]; }

#define CONST_COPY(N) { uint8_t a[N + 8], b[N + 8]; for (int i = 0; i < N + 8; i++) { a[i] = (uint8_t)(i * 7 + N); b[i] = 0; } memcpy(b + 1, a + 3, N); h ^= hash(b, N + 8) + N; \
                        memset(b, N & 0xff, N); h ^= hash(b, N + 8) * 3; if (memcmp(a, b, N) == 0) h++; }

int main(void) {
    int bad = 0; uint32_t h = 0;
    for (int i = 0; i < 512; i++) src[i] = (uint8_t)(i * 131 + 7);
    for (size_t n = 0; n <= 130; n++) {
        for (size_t sa = 0; sa < 8; sa++) for (size_t da = 0; da < 8; da++) {
            memset(dst, 0xee, sizeof dst); memcpy(ref, dst, sizeof ref);
            memcpy(dst + da, src + sa, n); for (size_t i = 0; i < n; i++) ref[da + i] = src[sa + i];
            if (memcmp(dst, ref, sizeof dst)) bad++;
        }
        memset(dst, 0, sizeof dst); memset(dst + 3, (int)n, n); for (size_t i = 0; i < n; i++) if (dst[3 + i] != (uint8_t)n) bad++;
        if (dst[3 + n] != 0 || dst[2] != 0) bad++;
        h = h * 31 + hash(dst, 140);
    }
    /* overlapping memmove both directions */
    for (size_t n = 0; n < 100; n += 3) for (int off = -9; off <= 9; off++) {
        memcpy(dst, src, 512); memcpy(ref, src, 512);
        memmove(dst + 200 + off, dst + 200, n); ref_memmove(ref + 200 + off, ref + 200, n);
        if (memcmp(dst, ref, 512)) bad++;
    }
    CONST_COPY(1) CONST_COPY(2) CONST_COPY(3) CONST_COPY(4) CONST_COPY(5) CONST_COPY(7) CONST_COPY(8) CONST_COPY(12) CONST_COPY(15) CONST_COPY(16)
    CONST_COPY(17) CONST_COPY(24) CONST_COPY(31) CONST_COPY(32) CONST_COPY(33) CONST_COPY(48) CONST_COPY(63) CONST_COPY(64) CONST_COPY(65) CONST_COPY(127) CONST_COPY(128) CONST_COPY(256)
    struct big { char c[300]; } s1, s2; memset(&s1, 'q', sizeof s1); s2 = s1; s2.c[299] = 0; printf("struct copy len=%zu\n", strlen(s2.c));
    int cmpres[4] = { memcmp("abc", "abd", 3) < 0, memcmp("abc", "abc", 3) == 0, memcmp("\x80", "\x7f", 1) > 0, memcmp("", "", 0) == 0 };
    printf("memcmp %d%d%d%d\n", cmpres[0], cmpres[1], cmpres[2], cmpres[3]);
    printf("bad=%d h=%08x\n", bad, h);
    return bad;
}
