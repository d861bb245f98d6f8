/* zstd driver: one-shot ZSTD_compress at levels 1/3/9/15, ZSTD_decompress, and the
   streaming API with small buffers; prints sizes and checksums.
   Usage: zstd_roundtrip [bench] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "zstd.h"
#include "../datagen.h"

static int stream_roundtrip(const unsigned char *in, size_t n, int level, size_t *csize) {
    ZSTD_CCtx *cctx = ZSTD_createCCtx(); ZSTD_CCtx_setParameter(cctx, ZSTD_c_compressionLevel, level); ZSTD_CCtx_setParameter(cctx, ZSTD_c_checksumFlag, 1);
    size_t cap = ZSTD_compressBound(n); unsigned char *comp = malloc(cap), *out = malloc(n + 1);
    ZSTD_outBuffer ob = { comp, cap, 0 }; size_t pos = 0;
    while (pos < n) { size_t take = n - pos < 5000 ? n - pos : 5000; ZSTD_inBuffer ib = { in + pos, take, 0 }; ZSTD_EndDirective mode = pos + take == n ? ZSTD_e_end : ZSTD_e_continue;
        size_t rem; do { rem = ZSTD_compressStream2(cctx, &ob, &ib, mode); if (ZSTD_isError(rem)) return 0; } while (mode == ZSTD_e_end ? rem != 0 : ib.pos < ib.size); pos += take; }
    ZSTD_freeCCtx(cctx); *csize = ob.pos;
    ZSTD_DCtx *dctx = ZSTD_createDCtx(); ZSTD_inBuffer ib = { comp, ob.pos, 0 }; size_t opos = 0, ret = 1;
    while (ib.pos < ib.size && ret != 0) { size_t room = n + 1 - opos < 3000 ? n + 1 - opos : 3000; ZSTD_outBuffer o2 = { out + opos, room, 0 }; ret = ZSTD_decompressStream(dctx, &o2, &ib); if (ZSTD_isError(ret)) return 0; opos += o2.pos; }
    ZSTD_freeDCtx(dctx);
    int ok = opos == n && memcmp(in, out, n) == 0; free(comp); free(out); return ok;
}

int main(int argc, char **argv) {
    int bench = argc > 1 && strcmp(argv[1], "bench") == 0;
    size_t n = bench ? (size_t)8 << 20 : (size_t)300 << 10;
    unsigned char *in = malloc(n); dg_fill(in, n, 99);
    printf("zstd %s input %zu bytes fnv=%016llx\n", ZSTD_versionString(), n, (unsigned long long)dg_fnv(in, n));
    int fails = 0, levels[] = { 1, 3, 9, 15 };
    for (int li = 0; li < (bench ? 3 : 4); li++) {
        size_t cap = ZSTD_compressBound(n); unsigned char *comp = malloc(cap);
        size_t clen = ZSTD_compress(comp, cap, in, n, levels[li]);
        if (ZSTD_isError(clen)) { printf("compress error %s\n", ZSTD_getErrorName(clen)); return 2; }
        unsigned char *dec = malloc(n); size_t dlen = ZSTD_decompress(dec, n, comp, clen);
        int ok = !ZSTD_isError(dlen) && dlen == n && memcmp(dec, in, n) == 0; fails += !ok;
        printf("level %d: %zu -> %zu (%.2f%%) frame-content-size=%llu comp-fnv=%016llx %s\n", levels[li], n, clen, 100.0 * (double)clen / (double)n,
               (unsigned long long)ZSTD_getFrameContentSize(comp, clen), (unsigned long long)dg_fnv(comp, clen), ok ? "ok" : "FAIL");
        free(comp); free(dec);
    }
    size_t cs; int ok = stream_roundtrip(in, n, 4, &cs); fails += !ok; printf("stream level 4: %zu -> %zu %s\n", n, cs, ok ? "ok" : "FAIL");
    unsigned char bad[16] = { 0x28, 0xb5, 0x2f, 0xfd, 1, 2, 3 }; unsigned char o[64]; size_t r = ZSTD_decompress(o, sizeof o, bad, sizeof bad);
    printf("corrupt frame -> error=%d\n", (int)ZSTD_isError(r));
    free(in);
    printf("failures=%d\n", fails);
    return fails;
}
