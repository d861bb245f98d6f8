/* A custom allocator on a static arena: a bump allocator with alignment rounding, a
   size-class free-list allocator (16..512 bytes) carving blocks from the arena with
   headers, allocation/free churn with a deterministic pattern, coalescing-free reuse
   statistics, and a check that live blocks never overlap. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static _Alignas(64) unsigned char arena[1 << 20];
static size_t bump_off;
static void *bump(size_t n, size_t align) { size_t p = (bump_off + align - 1) & ~(align - 1); if (p + n > sizeof arena) return NULL; bump_off = p + n; return arena + p; }
struct hdr { uint32_t cls; uint32_t magic; struct hdr *next; };
static struct hdr *free_lists[6];
static const size_t class_size[6] = {16, 32, 64, 128, 256, 512};
static int reuse, fresh;
static int cls_of(size_t n) { for (int c = 0; c < 6; c++) if (n <= class_size[c]) return c; return -1; }
static void *pool_alloc(size_t n) {
    int c = cls_of(n);
    if (c < 0) return NULL;
    struct hdr *h = free_lists[c];
    if (h) { free_lists[c] = h->next; reuse++; }
    else { h = bump(sizeof(struct hdr) + class_size[c], 16); if (!h) return NULL; fresh++; }
    h->cls = (uint32_t)c; h->magic = 0xfeedbeef; h->next = NULL;
    return h + 1;
}
static void pool_free(void *p) { struct hdr *h = (struct hdr *)p - 1; if (h->magic != 0xfeedbeef) return; h->magic = 0xdead; h->next = free_lists[h->cls]; free_lists[h->cls] = h; }

int main(void) {
    void *live[512] = {0}; size_t sizes[512] = {0};
    unsigned x = 99;
    long checksum = 0;
    for (int step = 0; step < 20000; step++) {
        x = x * 1103515245u + 12345u;
        int slot = (int)((x >> 8) % 512);
        if (live[slot]) {
            unsigned char *b = live[slot];
            for (size_t i = 0; i < sizes[slot]; i++) if (b[i] != (unsigned char)(slot + i)) checksum -= 1000000;
            pool_free(live[slot]); live[slot] = NULL;
        } else {
            size_t n = 1 + (x >> 20) % 500;
            unsigned char *b = pool_alloc(n);
            if (!b) break;
            for (size_t i = 0; i < n; i++) b[i] = (unsigned char)(slot + i);
            live[slot] = b; sizes[slot] = n; checksum += (long)n;
        }
    }
    int overlap = 0, nlive = 0, misaligned = 0;
    for (int i = 0; i < 512; i++) if (live[i]) {
        nlive++;
        misaligned += (uintptr_t)live[i] % 16 != 0;
        for (int j = i + 1; j < 512; j++) if (live[j]) { uintptr_t a = (uintptr_t)live[i], b = (uintptr_t)live[j]; if (a < b + sizes[j] && b < a + sizes[i]) overlap++; }
    }
    printf("live=%d fresh=%d reuse=%d arena used=%zu checksum=%ld overlap=%d misaligned=%d\n", nlive, fresh, reuse, bump_off, checksum, overlap, misaligned);
    return overlap || misaligned ? 100 : nlive & 0x7f;
}
