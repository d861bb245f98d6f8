/* Sudoku solver with bitmask candidates and backtracking (most-constrained cell first). */
#include <stdio.h>
#include <string.h>

static int grid[81]; static unsigned rowm[9], colm[9], boxm[9]; static long nodes;
static int box(int i) { return (i / 27) * 3 + (i % 9) / 3; }
static void place(int i, int v) { unsigned b = 1u << v; grid[i] = v; rowm[i / 9] |= b; colm[i % 9] |= b; boxm[box(i)] |= b; }
static void unplace(int i, int v) { unsigned b = ~(1u << v); grid[i] = 0; rowm[i / 9] &= b; colm[i % 9] &= b; boxm[box(i)] &= b; }
static int solve(void) {
    nodes++;
    int best = -1, bestc = 10; unsigned bestmask = 0;
    for (int i = 0; i < 81; i++) if (!grid[i]) {
        unsigned m = ~(rowm[i / 9] | colm[i % 9] | boxm[box(i)]) & 0x3fe; int c = __builtin_popcount(m);
        if (c < bestc) { bestc = c; best = i; bestmask = m; if (c == 0) return 0; }
    }
    if (best < 0) return 1;
    for (int v = 1; v <= 9; v++) if (bestmask & (1u << v)) { place(best, v); if (solve()) return 1; unplace(best, v); }
    return 0;
}
static int load(const char *s) {
    memset(rowm, 0, sizeof rowm); memset(colm, 0, sizeof colm); memset(boxm, 0, sizeof boxm);
    for (int i = 0; i < 81; i++) { grid[i] = 0; if (s[i] >= '1' && s[i] <= '9') place(i, s[i] - '0'); }
    return 1;
}
static int valid(void) { for (int u = 0; u < 9; u++) if (rowm[u] != 0x3fe || colm[u] != 0x3fe || boxm[u] != 0x3fe) return 0; return 1; }

int main(void) {
    const char *puzzles[] = {
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
    };
    int solved = 0;
    for (int p = 0; p < 4; p++) {
        load(puzzles[p]); nodes = 0; int ok = solve() && valid(); solved += ok;
        printf("puzzle %d: %s nodes=%ld\n", p, ok ? "solved" : "unsolvable", nodes);
        for (int r = 0; r < 9; r++) { for (int c = 0; c < 9; c++) putchar('0' + grid[r * 9 + c]); putchar(r % 3 == 2 ? '\n' : ' '); }
    }
    return solved;
}
