/* A deterministic 2048 game: 4x4 board of uint16_t tiles, slide-and-merge in four
   directions implemented by rotating the board, tile spawning from a fixed PRNG, a
   greedy move chooser that simulates each move, and the final score and board. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef struct { uint16_t t[4][4]; } board;
static uint32_t rs = 2048;
static uint32_t rnd(void) { rs ^= rs << 13; rs ^= rs >> 17; rs ^= rs << 5; return rs; }
static void rotate(board *b) { board r; for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) r.t[j][3 - i] = b->t[i][j]; *b = r; }
static int slide_left(board *b, long *score) {
    int moved = 0;
    for (int i = 0; i < 4; i++) {
        uint16_t row[4] = {0}; int n = 0, last_merged = 0;
        for (int j = 0; j < 4; j++) {
            if (!b->t[i][j]) continue;
            if (n && row[n - 1] == b->t[i][j] && !last_merged) { row[n - 1] = (uint16_t)(row[n - 1] * 2); *score += row[n - 1]; last_merged = 1; }
            else { row[n++] = b->t[i][j]; last_merged = 0; }
        }
        if (memcmp(row, b->t[i], sizeof row)) moved = 1;
        memcpy(b->t[i], row, sizeof row);
    }
    return moved;
}
static int move(board *b, int dir, long *score) { for (int k = 0; k < dir; k++) rotate(b); int m = slide_left(b, score); for (int k = dir; k < 4; k++) rotate(b); return m; }
static int empty_count(const board *b) { int c = 0; for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) c += !b->t[i][j]; return c; }
static void spawn(board *b) {
    int e = empty_count(b);
    if (!e) return;
    int k = (int)(rnd() % (uint32_t)e);
    for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) if (!b->t[i][j] && k-- == 0) b->t[i][j] = rnd() % 10 ? 2 : 4;
}

int main(void) {
    board b; memset(&b, 0, sizeof b);
    spawn(&b); spawn(&b);
    long score = 0; int moves = 0;
    for (;;) {
        int best = -1; long best_val = -1;
        for (int d = 0; d < 4; d++) {
            board c = b; long s = 0;
            if (!move(&c, d, &s)) continue;
            long val = s * 4 + empty_count(&c) * 10 + (c.t[0][0] >= c.t[0][1]) * 5;
            if (val > best_val) { best_val = val; best = d; }
        }
        if (best < 0) break;
        move(&b, best, &score);
        spawn(&b);
        moves++;
    }
    uint16_t maxt = 0;
    for (int i = 0; i < 4; i++) { for (int j = 0; j < 4; j++) { printf("%5u", b.t[i][j]); if (b.t[i][j] > maxt) maxt = b.t[i][j]; } printf("\n"); }
    printf("moves=%d score=%ld max tile=%u\n", moves, score, maxt);
    return (int)(score % 128);
}
