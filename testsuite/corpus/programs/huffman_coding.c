/* Huffman coding: frequency count, tree build with a binary heap, canonical code
   lengths, bit-level encoding into a buffer and decoding roundtrip. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <stdlib.h>

typedef struct { uint32_t freq; int sym, left, right; } Node;
static Node nodes[512]; static int nn;
static int heap[512], hn;
static int less(int a, int b) { return nodes[a].freq < nodes[b].freq || (nodes[a].freq == nodes[b].freq && a < b); }
static void push(int x) { int i = hn++; heap[i] = x; while (i && less(heap[i], heap[(i - 1) / 2])) { int t = heap[i]; heap[i] = heap[(i - 1) / 2]; heap[(i - 1) / 2] = t; i = (i - 1) / 2; } }
static int pop(void) { int r = heap[0]; heap[0] = heap[--hn]; int i = 0; for (;;) { int l = 2 * i + 1, m = i; if (l < hn && less(heap[l], heap[m])) m = l; if (l + 1 < hn && less(heap[l + 1], heap[m])) m = l + 1; if (m == i) break; int t = heap[i]; heap[i] = heap[m]; heap[m] = t; i = m; } return r; }
static uint8_t lens[256]; static uint32_t codes[256];
static void walk(int n, int depth) { if (nodes[n].sym >= 0) { lens[nodes[n].sym] = (uint8_t)(depth ? depth : 1); return; } walk(nodes[n].left, depth + 1); walk(nodes[n].right, depth + 1); }
static void canonical(void) {
    uint32_t code = 0;
    for (int len = 1; len <= 32; len++) { for (int s = 0; s < 256; s++) if (lens[s] == len) codes[s] = code++; code <<= 1; }
}
typedef struct { uint8_t *buf; size_t bitpos; } BW;
static void putbits(BW *w, uint32_t v, int n) { for (int i = n - 1; i >= 0; i--) { if ((v >> i) & 1) w->buf[w->bitpos >> 3] |= (uint8_t)(0x80 >> (w->bitpos & 7)); w->bitpos++; } }

int main(void) {
    const char *text = "it was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, "
                       "it was the epoch of belief, it was the epoch of incredulity, it was the season of Light, it was the season of Darkness";
    size_t n = 0; static uint8_t input[20000];
    while (n + strlen(text) < sizeof input) { memcpy(input + n, text, strlen(text)); n += strlen(text); input[n] = (uint8_t)('0' + n % 10); n++; }
    uint32_t freq[256] = { 0 }; for (size_t i = 0; i < n; i++) freq[input[i]]++;
    for (int s = 0; s < 256; s++) if (freq[s]) { nodes[nn] = (Node){ freq[s], s, -1, -1 }; push(nn++); }
    int distinct = nn;
    while (hn > 1) { int a = pop(), b = pop(); nodes[nn] = (Node){ nodes[a].freq + nodes[b].freq, -1, a, b }; push(nn++); }
    walk(pop(), 0); canonical();
    int maxlen = 0; for (int s = 0; s < 256; s++) if (lens[s] > maxlen) maxlen = lens[s];
    uint8_t *out = calloc(n, 1); BW w = { out, 0 }; for (size_t i = 0; i < n; i++) putbits(&w, codes[input[i]], lens[input[i]]);
    printf("input=%zu bytes distinct=%d maxlen=%d encoded=%zu bits (%.3f bits/sym)\n", n, distinct, maxlen, w.bitpos, (double)w.bitpos / (double)n);
    for (int s = 'a'; s <= 'e'; s++) printf("'%c' freq=%u len=%u code=%x\n", s, freq[s], lens[s], codes[s]);
    /* decode by canonical tables */
    uint32_t first[33] = { 0 }, count[33] = { 0 }; int sorted[256], ns = 0, offs[33] = { 0 };
    for (int len = 1; len <= 32; len++) { offs[len] = ns; for (int s = 0; s < 256; s++) if (lens[s] == len) { sorted[ns++] = s; count[len]++; } }
    uint32_t code = 0; for (int len = 1; len <= 32; len++) { first[len] = code; code = (code + count[len]) << 1; }
    uint8_t *dec = malloc(n); size_t bp = 0;
    for (size_t i = 0; i < n; i++) {
        uint32_t c = 0; int len = 0;
        for (;;) { c = (c << 1) | ((out[bp >> 3] >> (7 - (bp & 7))) & 1); bp++; len++; if (count[len] && c - first[len] < count[len]) { dec[i] = (uint8_t)sorted[offs[len] + (int)(c - first[len])]; break; } }
    }
    int ok = memcmp(dec, input, n) == 0 && bp == w.bitpos;
    printf("roundtrip %s\n", ok ? "ok" : "FAILED");
    free(out); free(dec);
    return ok ? 0 : 1;
}
