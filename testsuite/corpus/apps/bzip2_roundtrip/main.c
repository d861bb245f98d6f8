/* bzip2 driver: buffer-to-buffer compression at block sizes 1/5/9 and decompression
   (normal and small-memory mode); prints sizes and checksums.
   Usage: bzip2_roundtrip [bench] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bzlib.h"
#include "../datagen.h"

int main(int argc, char **argv) {
    int bench = argc > 1 && strcmp(argv[1], "bench") == 0;
    size_t n = bench ? (size_t)900 << 10 : (size_t)120 << 10;
    unsigned char *in = malloc(n); dg_fill(in, n, 7);
    printf("bzip2 %s input %zu bytes fnv=%016llx\n", BZ2_bzlibVersion(), n, (unsigned long long)dg_fnv(in, n));
    int fails = 0, blocks[] = { 1, 5, 9 };
    for (int b = 0; b < 3; b++) {
        unsigned int clen = (unsigned int)(n + n / 100 + 600); char *comp = malloc(clen);
        int rc = BZ2_bzBuffToBuffCompress(comp, &clen, (char *)in, (unsigned int)n, blocks[b], 0, 30);
        if (rc != BZ_OK) { printf("compress failed %d\n", rc); return 2; }
        for (int small = 0; small < 2; small++) {
            unsigned int dlen = (unsigned int)n; char *dec = malloc(n);
            rc = BZ2_bzBuffToBuffDecompress(dec, &dlen, comp, clen, small, 0);
            int ok = rc == BZ_OK && dlen == n && memcmp(dec, in, n) == 0; fails += !ok;
            printf("block %d small=%d: %zu -> %u (%.2f%%) comp-fnv=%016llx %s\n", blocks[b], small, n, clen, 100.0 * clen / (double)n, (unsigned long long)dg_fnv((unsigned char *)comp, clen), ok ? "ok" : "FAIL");
            free(dec);
        }
        free(comp);
    }
    free(in);
    printf("failures=%d\n", fails);
    return fails;
}
