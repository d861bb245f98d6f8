/* Larger self-checking program: an LZ77 compressor with hash chains and lazy matching,
   a byte-oriented token format (literal runs + varint length/distance), an LZSS variant
   with flag bits, and decompressors; roundtrips over several generated inputs
   (text, binary noise, long runs, periodic data, mixed) with sizes and checksums. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define WINDOW (1 << 15)
#define MIN_MATCH 4
#define MAX_MATCH 258
#define HASH_BITS 14

static uint32_t crc_table[256];
static void crc_init(void) { for (uint32_t i = 0; i < 256; i++) { uint32_t c = i; for (int k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1; crc_table[i] = c; } }
static uint32_t crc32(const uint8_t *p, size_t n) { uint32_t c = 0xffffffffu; while (n--) c = crc_table[(c ^ *p++) & 0xff] ^ (c >> 8); return ~c; }

static size_t put_varint(uint8_t *o, uint32_t v) { size_t n = 0; while (v >= 0x80) { o[n++] = (uint8_t)(v | 0x80); v >>= 7; } o[n++] = (uint8_t)v; return n; }
static size_t get_varint(const uint8_t *in, size_t len, size_t pos, uint32_t *v) { uint32_t r = 0; int sh = 0; size_t n = 0; for (;;) { if (pos + n >= len || sh > 28) { *v = 0xffffffffu; return n; } uint8_t b = in[pos + n++]; r |= (uint32_t)(b & 0x7f) << sh; if (!(b & 0x80)) break; sh += 7; } *v = r; return n; }
static uint32_t hash4(const uint8_t *p) { uint32_t v; memcpy(&v, p, 4); return (v * 2654435761u) >> (32 - HASH_BITS); }

typedef struct { int32_t *head, *prev; } Chains;
static void find_match(const uint8_t *in, size_t n, size_t i, const Chains *c, int max_chain, size_t *best_len, size_t *best_dist) {
    *best_len = 0; *best_dist = 0;
    if (i + MIN_MATCH > n) return;
    int32_t cand = c->head[hash4(in + i)];
    size_t limit = n - i < MAX_MATCH ? n - i : MAX_MATCH;
    while (cand >= 0 && max_chain-- > 0) {
        size_t dist = i - (size_t)cand;
        if (dist > WINDOW) break;
        if (in[cand + (int32_t)*best_len] == in[i + *best_len]) {
            size_t l = 0; while (l < limit && in[(size_t)cand + l] == in[i + l]) l++;
            if (l > *best_len) { *best_len = l; *best_dist = dist; if (l == limit) break; }
        }
        cand = c->prev[cand];
    }
    if (*best_len < MIN_MATCH) *best_len = 0;
}
static void insert(const uint8_t *in, size_t n, size_t i, Chains *c) { if (i + 4 <= n) { uint32_t h = hash4(in + i); c->prev[i] = c->head[h]; c->head[h] = (int32_t)i; } }

/* token stream: [0][varint litlen][lits...] or [1][varint len-MIN][varint dist] */
static size_t lz77_compress(const uint8_t *in, size_t n, uint8_t *out, int lazy, int max_chain) {
    Chains c; c.head = malloc(sizeof(int32_t) << HASH_BITS); c.prev = malloc(sizeof(int32_t) * (n + 1));
    for (size_t k = 0; k < ((size_t)1 << HASH_BITS); k++) c.head[k] = -1;
    size_t o = 0, i = 0, lit_start = 0;
    while (i < n) {
        size_t len, dist; find_match(in, n, i, &c, max_chain, &len, &dist);
        if (len && lazy && i + 1 < n) {
            insert(in, n, i, &c);
            size_t len2, dist2; find_match(in, n, i + 1, &c, max_chain, &len2, &dist2);
            if (len2 > len + 1) { i++; continue; }  /* emit current byte as literal, take later match */
            /* undo not needed: position i already inserted */
            if (i > lit_start) { out[o++] = 0; o += put_varint(out + o, (uint32_t)(i - lit_start)); memcpy(out + o, in + lit_start, i - lit_start); o += i - lit_start; }
            out[o++] = 1; o += put_varint(out + o, (uint32_t)(len - MIN_MATCH)); o += put_varint(out + o, (uint32_t)dist);
            for (size_t k = 1; k < len; k++) insert(in, n, i + k, &c);
            i += len; lit_start = i; continue;
        }
        if (len) {
            if (i > lit_start) { out[o++] = 0; o += put_varint(out + o, (uint32_t)(i - lit_start)); memcpy(out + o, in + lit_start, i - lit_start); o += i - lit_start; }
            out[o++] = 1; o += put_varint(out + o, (uint32_t)(len - MIN_MATCH)); o += put_varint(out + o, (uint32_t)dist);
            for (size_t k = 0; k < len; k++) insert(in, n, i + k, &c);
            i += len; lit_start = i;
        } else { insert(in, n, i, &c); i++; }
    }
    if (n > lit_start) { out[o++] = 0; o += put_varint(out + o, (uint32_t)(n - lit_start)); memcpy(out + o, in + lit_start, n - lit_start); o += n - lit_start; }
    free(c.head); free(c.prev);
    return o;
}
static long lz77_decompress(const uint8_t *in, size_t n, uint8_t *out, size_t cap) {
    size_t i = 0, o = 0;
    while (i < n) {
        uint8_t tag = in[i++]; uint32_t a, b;
        if (tag == 0) { i += get_varint(in, n, i, &a); if (a > cap || o + a > cap || i + a > n) return -1; memcpy(out + o, in + i, a); i += a; o += a; }
        else if (tag == 1) { i += get_varint(in, n, i, &a); i += get_varint(in, n, i, &b); if (a > cap) return -2; a += MIN_MATCH; if (b == 0 || b > o || o + a > cap) return -2; for (uint32_t k = 0; k < a; k++, o++) out[o] = out[o - b]; }
        else return -3;
    }
    return (long)o;
}

/* LZSS: groups of 8 items preceded by a flag byte; match = 2 bytes (12-bit dist, 4-bit len-3) */
static size_t lzss_compress(const uint8_t *in, size_t n, uint8_t *out) {
    size_t o = 0, i = 0;
    while (i < n) {
        size_t flagpos = o++; uint8_t flags = 0;
        for (int bit = 0; bit < 8 && i < n; bit++) {
            size_t best = 0, bdist = 0, maxl = n - i < 18 ? n - i : 18;
            size_t start = i > 4095 ? i - 4095 : 0;
            for (size_t j = start; j < i; j++) { size_t l = 0; while (l < maxl && in[j + l] == in[i + l]) l++; if (l > best) { best = l; bdist = i - j; if (l == maxl) break; } }
            if (best >= 3) { flags |= (uint8_t)(1 << bit); out[o++] = (uint8_t)(bdist >> 4); out[o++] = (uint8_t)(((bdist & 15) << 4) | (best - 3)); i += best; }
            else out[o++] = in[i++];
        }
        out[flagpos] = flags;
    }
    return o;
}
static size_t lzss_decompress(const uint8_t *in, size_t n, uint8_t *out) {
    size_t i = 0, o = 0;
    while (i < n) {
        uint8_t flags = in[i++];
        for (int bit = 0; bit < 8 && i < n; bit++) {
            if (flags & (1 << bit)) { size_t dist = ((size_t)in[i] << 4) | (in[i + 1] >> 4), len = (in[i + 1] & 15) + 3; i += 2; for (size_t k = 0; k < len; k++, o++) out[o] = out[o - dist]; }
            else out[o++] = in[i++];
        }
    }
    return o;
}

static uint32_t rs = 99;
static uint32_t rnd(void) { rs ^= rs << 13; rs ^= rs >> 17; rs ^= rs << 5; return rs; }
static size_t make_input(int kind, uint8_t *buf, size_t n) {
    static const char *words[] = { "compiler ", "backend ", "register ", "allocation ", "instruction ", "selection ", "the ", "of ", "and ", "machine ", "code ", "emits ", "object ", "file ", "\n" };
    size_t i = 0;
    switch (kind) {
    case 0: while (i < n) { const char *w = words[rnd() % 15]; size_t l = strlen(w); if (i + l > n) l = n - i; memcpy(buf + i, w, l); i += l; } break;
    case 1: for (; i < n; i++) buf[i] = (uint8_t)rnd(); break;
    case 2: for (; i < n; i++) buf[i] = (uint8_t)(i / 1000); break;
    case 3: for (; i < n; i++) buf[i] = (uint8_t)("abcdefghij"[i % 10] ^ (i % 977 == 0)); break;
    default: while (i < n) { if (rnd() % 4) { size_t l = rnd() % 20 + 1; for (size_t k = 0; k < l && i < n; k++) buf[i++] = (uint8_t)(rnd() % 4 + 'a'); } else { size_t d = rnd() % 200 + 1, l = rnd() % 30 + 3; for (size_t k = 0; k < l && i < n; k++, i++) buf[i] = i >= d ? buf[i - d] : 'z'; } } break;
    }
    return n;
}

int main(void) {
    crc_init();
    const char *names[] = { "text", "noise", "runs", "periodic", "mixed" };
    size_t sizes[] = { 60000, 20000, 50000, 40000, 60000 };
    int failures = 0;
    for (int k = 0; k < 5; k++) {
        size_t n = sizes[k]; uint8_t *in = malloc(n), *comp = malloc(n * 2 + 64), *dec = malloc(n + 16);
        make_input(k, in, n);
        uint32_t crc = crc32(in, n);
        for (int mode = 0; mode < 2; mode++) {
            size_t cn = lz77_compress(in, n, comp, mode, mode ? 64 : 8);
            long dn = lz77_decompress(comp, cn, dec, n + 16);
            int ok = dn == (long)n && crc32(dec, n) == crc;
            failures += !ok;
            printf("%-8s lz77 %-6s %6zu -> %6zu (%5.1f%%) crc %08x %s\n", names[k], mode ? "lazy" : "greedy", n, cn, 100.0 * (double)cn / (double)n, crc32(comp, cn), ok ? "ok" : "FAIL");
        }
        size_t ln = k == 1 ? 4000 : 12000;  /* LZSS search is quadratic: use a prefix */
        size_t cn = lzss_compress(in, ln, comp); size_t dn = lzss_decompress(comp, cn, dec);
        int ok = dn == ln && memcmp(dec, in, ln) == 0; failures += !ok;
        printf("%-8s lzss        %6zu -> %6zu (%5.1f%%) crc %08x %s\n", names[k], ln, cn, 100.0 * (double)cn / (double)ln, crc32(comp, cn), ok ? "ok" : "FAIL");
        free(in); free(comp); free(dec);
    }
    uint8_t junk[] = { 1, 5, 200 }, junk2[] = { 0, 9, 1 }, junk3[] = { 1, 5, 100 }, tmp[64];
    printf("corrupt streams -> %ld %ld %ld\n", lz77_decompress(junk, sizeof junk, tmp, sizeof tmp), lz77_decompress(junk2, sizeof junk2, tmp, sizeof tmp), lz77_decompress(junk3, sizeof junk3, tmp, sizeof tmp));
    printf("failures=%d\n", failures);
    return failures;
}
