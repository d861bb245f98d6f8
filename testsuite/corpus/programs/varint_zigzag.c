/* Variable-length integer encodings: unsigned LEB128, signed LEB128 (sign extension on
   decode), zigzag mapping of int32/int64, protobuf-style varints of every boundary value
   (2^7k - 1, 2^7k), the encoded length distribution, and a stream of mixed values decoded
   back and compared. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static int uleb_enc(uint64_t v, unsigned char *o) { int n = 0; do { unsigned char b = v & 0x7f; v >>= 7; if (v) b |= 0x80; o[n++] = b; } while (v); return n; }
static int uleb_dec(const unsigned char *p, uint64_t *v) { uint64_t r = 0; int s = 0, n = 0; for (;;) { unsigned char b = p[n++]; r |= (uint64_t)(b & 0x7f) << s; s += 7; if (!(b & 0x80)) break; } *v = r; return n; }
static int sleb_enc(int64_t v, unsigned char *o) {
    int n = 0, more = 1;
    while (more) { unsigned char b = v & 0x7f; v >>= 7; if ((v == 0 && !(b & 0x40)) || (v == -1 && (b & 0x40))) more = 0; else b |= 0x80; o[n++] = b; }
    return n;
}
static int sleb_dec(const unsigned char *p, int64_t *v) {
    uint64_t r = 0; int s = 0, n = 0; unsigned char b;
    do { b = p[n++]; r |= (uint64_t)(b & 0x7f) << s; s += 7; } while (b & 0x80);
    if (s < 64 && (b & 0x40)) r |= ~0ull << s;
    *v = (int64_t)r;
    return n;
}
static uint32_t zz32(int32_t v) { return ((uint32_t)v << 1) ^ (uint32_t)(v >> 31); }
static int32_t unzz32(uint32_t v) { return (int32_t)(v >> 1) ^ -(int32_t)(v & 1); }
static uint64_t zz64(int64_t v) { return ((uint64_t)v << 1) ^ (uint64_t)(v >> 63); }
static int64_t unzz64(uint64_t v) { return (int64_t)(v >> 1) ^ -(int64_t)(v & 1); }

int main(void) {
    unsigned char buf[16];
    int bad = 0, lens[11] = {0};
    for (int k = 0; k <= 64; k += 7) {
        uint64_t vals[3] = {k ? (k < 64 ? (1ull << k) - 1 : ~0ull) : 0, k < 64 ? 1ull << k : 1, k < 63 ? (1ull << k) + 1 : ~0ull - 1};
        for (int i = 0; i < 3; i++) { int n = uleb_enc(vals[i], buf); uint64_t back; if (uleb_dec(buf, &back) != n || back != vals[i]) bad++; lens[n]++; printf("%llu:%d ", (unsigned long long)vals[i], n); }
    }
    printf("\n");
    int64_t sv[] = {0, 1, -1, 63, 64, -64, -65, 8191, -8192, INT32_MIN, INT32_MAX, INT64_MIN, INT64_MAX};
    for (int i = 0; i < 13; i++) {
        int n = sleb_enc(sv[i], buf); int64_t back;
        if (sleb_dec(buf, &back) != n || back != sv[i]) bad++;
        printf("%lld:%d[%02x] ", (long long)sv[i], n, buf[n - 1]);
    }
    printf("\n");
    printf("zigzag32: %u %u %u %u %u\n", zz32(0), zz32(-1), zz32(1), zz32(INT32_MIN), zz32(INT32_MAX));
    unsigned char stream[20000]; int pos = 0;
    uint64_t x = 1;
    int64_t orig[1000];
    for (int i = 0; i < 1000; i++) { x = x * 6364136223846793005ull + 1442695040888963407ull; orig[i] = (int64_t)x >> (x % 60); pos += uleb_enc(zz64(orig[i]), stream + pos); }
    int rp = 0;
    for (int i = 0; i < 1000; i++) { uint64_t v; rp += uleb_dec(stream + rp, &v); if (unzz64(v) != orig[i]) bad++; if (unzz32(zz32((int32_t)orig[i])) != (int32_t)orig[i]) bad++; }
    printf("stream bytes=%d decoded=%d bad=%d lens:", pos, rp == pos, bad);
    for (int i = 1; i <= 10; i++) printf(" %d", lens[i]);
    printf("\n");
    return bad ? 100 : pos & 0x7f;
}
