/* qsort and bsearch with callbacks: element sizes 1, 2, 3 (odd), 8, 12 and 40 bytes,
   comparators on signed/unsigned/float keys (total order, NaN-free), multi-key comparison
   with an index tie-breaker to make the result unique, sorting pointers to strings, and
   bsearch for present and absent keys. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

struct rec3 { unsigned char b[3]; };
struct rec12 { int key; float weight; int idx; };
struct rec40 { char name[24]; double score; long idx; };
static int cmp_u8(const void *a, const void *b) { return *(const uint8_t *)a - *(const uint8_t *)b; }
static int cmp_i16(const void *a, const void *b) { int16_t x = *(const int16_t *)a, y = *(const int16_t *)b; return (x > y) - (x < y); }
static int cmp_rec3(const void *a, const void *b) { return memcmp(a, b, 3); }
static int cmp_u64_desc(const void *a, const void *b) { uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b; return (x < y) - (x > y); }
static int cmp_rec12(const void *a, const void *b) {
    const struct rec12 *x = a, *y = b;
    if (x->key != y->key) return x->key < y->key ? -1 : 1;
    if (x->weight != y->weight) return x->weight > y->weight ? -1 : 1;
    return x->idx - y->idx;
}
static int cmp_rec40(const void *a, const void *b) {
    const struct rec40 *x = a, *y = b;
    int c = strcmp(x->name, y->name);
    if (c) return c;
    if (x->score != y->score) return x->score < y->score ? -1 : 1;
    return (x->idx > y->idx) - (x->idx < y->idx);
}
static uint32_t next_rand(uint32_t *s) { *s ^= *s << 13; *s ^= *s >> 17; *s ^= *s << 5; return *s; }
static int cmp_strp(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

int main(void) {
    uint32_t s = 2463534242u;
#define RND() next_rand(&s)
    uint8_t u8[200]; int16_t i16[200]; struct rec3 r3[100]; uint64_t u64[100]; struct rec12 r12[150]; struct rec40 r40[60];
    for (int i = 0; i < 200; i++) { u8[i] = (uint8_t)RND(); i16[i] = (int16_t)RND(); }
    for (int i = 0; i < 100; i++) { uint32_t v = RND(); memcpy(r3[i].b, &v, 3); uint64_t hi = RND(); u64[i] = hi << 32 | RND(); }
    for (int i = 0; i < 150; i++) { r12[i].key = (int)(RND() % 10); r12[i].weight = (float)(RND() % 5) / 4; r12[i].idx = i; }
    const char *names[] = {"delta", "alpha", "charlie", "bravo", "echo", "alpha", "delta"};
    for (int i = 0; i < 60; i++) { memset(r40[i].name, 0, sizeof r40[i].name); strcpy(r40[i].name, names[RND() % 7]); r40[i].score = (double)(RND() % 8); r40[i].idx = i; }
    qsort(u8, 200, 1, cmp_u8); qsort(i16, 200, 2, cmp_i16); qsort(r3, 100, 3, cmp_rec3); qsort(u64, 100, 8, cmp_u64_desc); qsort(r12, 150, sizeof r12[0], cmp_rec12); qsort(r40, 60, sizeof r40[0], cmp_rec40);
    printf("u8: %d %d %d | i16: %d %d %d\n", u8[0], u8[100], u8[199], i16[0], i16[100], i16[199]);
    printf("r3: %02x%02x%02x %02x%02x%02x | u64: %016llx %016llx\n", r3[0].b[0], r3[0].b[1], r3[0].b[2], r3[99].b[0], r3[99].b[1], r3[99].b[2], (unsigned long long)u64[0], (unsigned long long)u64[99]);
    unsigned h = 0;
    for (int i = 0; i < 150; i++) h = h * 31 + (unsigned)r12[i].idx;
    for (int i = 0; i < 60; i++) h = h * 37 + (unsigned)r40[i].idx;
    printf("r12 first key=%d w=%g idx=%d, r40 first %s/%g/%ld last %s/%g/%ld, order hash %08x\n", r12[0].key, (double)r12[0].weight, r12[0].idx, r40[0].name, r40[0].score, r40[0].idx, r40[59].name, r40[59].score, r40[59].idx, h);
    const char *words[] = {"pear", "apple", "fig", "banana", "kiwi", "cherry", "date", "grape"};
    qsort(words, 8, sizeof words[0], cmp_strp);
    for (int i = 0; i < 8; i++) printf("%s ", words[i]);
    const char *key1 = "fig", *key2 = "lime";
    const char **f1 = bsearch(&key1, words, 8, sizeof words[0], cmp_strp), **f2 = bsearch(&key2, words, 8, sizeof words[0], cmp_strp);
    printf("\nbsearch fig@%td lime=%s\n", f1 - words, f2 ? "found" : "null");
    return (int)(h & 0x7f);
}
