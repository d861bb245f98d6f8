/* zlib driver: one-shot compress2/uncompress at several levels plus streaming
   deflate/inflate with small buffers; prints sizes and checksums.
   Usage: zlib_roundtrip [bench]   (bench = larger input) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "zlib.h"
#include "../datagen.h"

static int stream_roundtrip(const unsigned char *in, size_t n, int level, size_t *csize, uLong *crc_out) {
    unsigned char *comp = malloc(compressBound((uLong)n) + 64), *out = malloc(n + 1);
    z_stream zs; memset(&zs, 0, sizeof zs);
    if (deflateInit2(&zs, level, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return 0;
    size_t pos = 0, cpos = 0; const size_t chunk = 4096;
    int ret;
    do {
        size_t take = n - pos < chunk ? n - pos : chunk;
        zs.next_in = (Bytef *)(in + pos); zs.avail_in = (uInt)take; pos += take;
        int flush = pos == n ? Z_FINISH : Z_NO_FLUSH;
        do { zs.next_out = comp + cpos; zs.avail_out = 1024; ret = deflate(&zs, flush); cpos += 1024 - zs.avail_out; } while (zs.avail_out == 0);
    } while (pos < n);
    deflateEnd(&zs);
    *csize = cpos;
    memset(&zs, 0, sizeof zs); inflateInit2(&zs, 15);
    zs.next_in = comp; zs.avail_in = (uInt)cpos; size_t opos = 0;
    do { zs.next_out = out + opos; zs.avail_out = (uInt)(n + 1 - opos < 777 ? n + 1 - opos : 777); ret = inflate(&zs, Z_NO_FLUSH); opos = zs.total_out; } while (ret == Z_OK);
    inflateEnd(&zs);
    *crc_out = crc32(0L, out, (uInt)opos);
    int ok = ret == Z_STREAM_END && opos == n && memcmp(in, out, n) == 0;
    free(comp); free(out);
    return ok;
}

int main(int argc, char **argv) {
    int bench = argc > 1 && strcmp(argv[1], "bench") == 0;
    size_t n = bench ? (size_t)6 << 20 : (size_t)200 << 10;
    int rounds = 1;
    unsigned char *in = malloc(n); dg_fill(in, n, 42);
    uLong crc = crc32(0L, in, (uInt)n), ad = adler32(1L, in, (uInt)n);
    printf("zlib %s input %zu bytes crc32=%08lx adler32=%08lx fnv=%016llx\n", zlibVersion(), n, crc, ad, (unsigned long long)dg_fnv(in, n));
    int fails = 0;
    for (int r = 0; r < rounds; r++) {
        int levels[] = { 1, 6, 9 };
        for (int li = 0; li < 3; li++) {
            uLongf clen = compressBound((uLong)n); unsigned char *comp = malloc(clen);
            if (compress2(comp, &clen, in, (uLong)n, levels[li]) != Z_OK) { printf("compress2 failed\n"); return 2; }
            uLongf dlen = (uLongf)n; unsigned char *dec = malloc(n);
            int rc = uncompress(dec, &dlen, comp, clen);
            int ok = rc == Z_OK && dlen == n && memcmp(dec, in, n) == 0; fails += !ok;
            if (r == 0) printf("level %d: %zu -> %lu (%.2f%%) comp-crc=%08lx %s\n", levels[li], n, (unsigned long)clen, 100.0 * (double)clen / (double)n, crc32(0L, comp, (uInt)clen), ok ? "ok" : "FAIL");
            free(comp); free(dec);
        }
        size_t cs; uLong c2;
        int ok = stream_roundtrip(in, n, 5, &cs, &c2); fails += !ok || c2 != crc;
        if (r == 0) printf("stream level 5: %zu -> %zu crc=%08lx %s\n", n, cs, c2, ok && c2 == crc ? "ok" : "FAIL");
    }
    free(in);
    printf("failures=%d\n", fails);
    return fails;
}
