/* Read-modify-write of adjacent bit-fields: updating one field (assignment, compound
   assignment, increment) must preserve its neighbours in the same storage unit; bit-fields
   in unions overlaid on a word (the word shows exactly which bits changed), bit-fields
   updated through pointers in loops, and bit-field values used in arithmetic
   (promoted to int or unsigned int by width). */
#include <stdio.h>
#include <stdint.h>

union reg { uint32_t word; struct { unsigned en : 1; unsigned mode : 3; unsigned div : 8; signed offs : 6; unsigned rsvd : 14; } f; };
struct counters { unsigned a : 4, b : 4, c : 4, d : 4; unsigned e : 16; };

__attribute__((noinline)) static void tick(struct counters *c, int i) {
    c->a++;
    if (i % 3 == 0) c->b += 3;
    if (i % 5 == 0) c->c -= 1;
    c->d ^= (unsigned)i;
    c->e += (unsigned)(i * 7);
}

int main(void) {
    union reg r = {0};
    r.f.en = 1; printf("en -> %08x\n", r.word);
    r.f.mode = 5; printf("mode -> %08x\n", r.word);
    r.f.div = 200; printf("div -> %08x\n", r.word);
    r.f.offs = -3; printf("offs -> %08x\n", r.word);
    r.f.rsvd = 0x3fff; printf("rsvd -> %08x\n", r.word);
    r.f.div += 100; printf("div+=100 -> %08x div=%u\n", r.word, r.f.div);
    r.f.offs -= 30; printf("offs-=30 -> %08x offs=%d\n", r.word, r.f.offs);
    r.word = 0xdeadbeef;
    printf("from word: en=%u mode=%u div=%u offs=%d rsvd=%x\n", r.f.en, r.f.mode, r.f.div, r.f.offs, r.f.rsvd);
    struct counters c = {0, 0, 0, 0, 0};
    for (int i = 0; i < 100; i++) tick(&c, i);
    printf("counters a=%u b=%u c=%u d=%u e=%u\n", c.a, c.b, c.c, c.d, c.e);
    int promoted = c.a - 20;            /* 4-bit unsigned field promotes to int */
    long long wide = c.e * 10000;       /* 16-bit field promotes to int: fits */
    printf("promoted=%d wide=%lld cmp=%d\n", promoted, wide, c.a - 20 < 0);
    return (int)(r.f.div + c.e) & 0x7f;
}
