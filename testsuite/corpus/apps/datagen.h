/* Shared deterministic test-data generator for the app drivers (own code). */
#ifndef APPS_DATAGEN_H
#define APPS_DATAGEN_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>

static uint32_t dg_state = 0x12345678u;
static uint32_t dg_next(void) { dg_state ^= dg_state << 13; dg_state ^= dg_state >> 17; dg_state ^= dg_state << 5; return dg_state; }

/* Mix of pseudo-English text, repeated records, numeric tables and some noise:
   compressible but not trivially so. */
static void dg_fill(unsigned char *buf, size_t n, uint32_t seed) {
    static const char *words[] = { "the", "compiler", "backend", "emits", "object", "code", "for", "x86-64", "and", "aarch64",
                                   "register", "allocation", "instruction", "selection", "scheduling", "of", "a", "machine", "function", "block" };
    dg_state = seed ? seed : 1;
    size_t i = 0;
    while (i < n) {
        uint32_t r = dg_next();
        int kind = (int)(r % 10);
        char tmp[96]; size_t len;
        if (kind < 6) { const char *w = words[(r >> 8) % 20]; len = strlen(w); memcpy(tmp, w, len); tmp[len++] = (r >> 20) % 9 == 0 ? '\n' : ' '; }
        else if (kind < 8) { uint32_t v = dg_next() % 100000; len = 0; tmp[len++] = '|'; do { tmp[len++] = (char)('0' + v % 10); v /= 10; } while (v); tmp[len++] = ';'; }
        else if (kind < 9) { len = 16 + (r >> 12) % 32; for (size_t k = 0; k < len; k++) tmp[k] = (char)(dg_next() & 0xff); }
        else { len = 24; memcpy(tmp, "record:{id,name,value};\n", len); }
        if (i + len > n) len = n - i;
        memcpy(buf + i, tmp, len); i += len;
    }
}
static uint64_t dg_fnv(const unsigned char *p, size_t n) { uint64_t h = 14695981039346656037ULL; for (size_t i = 0; i < n; i++) { h ^= p[i]; h *= 1099511628211ULL; } return h; }
#endif
