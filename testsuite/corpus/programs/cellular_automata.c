/* Elementary cellular automata (rules 30, 90, 110, 184) on a ring of 64-bit words with
   bitwise neighbourhood evaluation, and Langton's ant on a small torus. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define WORDS 2
static void step(uint64_t *c, int rule) {
    uint64_t n[WORDS];
    for (int w = 0; w < WORDS; w++) {
        uint64_t cur = c[w], left = (cur << 1) | (c[(w + WORDS - 1) % WORDS] >> 63), right = (cur >> 1) | (c[(w + 1) % WORDS] << 63), r = 0;
        for (int p = 0; p < 8; p++) if (rule >> p & 1) { uint64_t m = ((p & 4) ? left : ~left) & ((p & 2) ? cur : ~cur) & ((p & 1) ? right : ~right); r |= m; }
        n[w] = r;
    }
    memcpy(c, n, sizeof n);
}
int main(void) {
    int rules[] = { 30, 90, 110, 184 };
    for (int ri = 0; ri < 4; ri++) {
        uint64_t c[WORDS] = { 0 }; c[WORDS / 2] = 1ULL << 63; if (rules[ri] == 184) { c[0] = 0x5a5a0f0f33cc1248ULL; c[1] = 0x0123456789abcdefULL; }
        printf("rule %d\n", rules[ri]); int pop = 0;
        for (int g = 0; g < 24; g++) { for (int w = WORDS - 1; w >= 0; w--) for (int b = 63; b >= 0; b--) putchar((c[w] >> b & 1) ? '#' : '.'); putchar('\n'); step(c, rules[ri]); }
        for (int g = 0; g < 1000; g++) step(c, rules[ri]); for (int w = 0; w < WORDS; w++) pop += __builtin_popcountll(c[w]); printf("pop after 1024 = %d\n", pop);
    }
    static uint8_t grid[40][40]; int x = 20, y = 20, dir = 0, black = 0;
    for (int i = 0; i < 11000; i++) { if (grid[y][x]) { dir = (dir + 3) % 4; grid[y][x] = 0; black--; } else { dir = (dir + 1) % 4; grid[y][x] = 1; black++; } x = (x + (dir == 1) - (dir == 3) + 40) % 40; y = (y + (dir == 2) - (dir == 0) + 40) % 40; }
    printf("ant: black=%d pos=(%d,%d) dir=%d\n", black, x, y, dir);
    return black & 0xff;
}
