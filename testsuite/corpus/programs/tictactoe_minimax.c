/* Complete game-tree search of tic-tac-toe with minimax and alpha-beta pruning on a
   board encoded as two 9-bit masks; counts nodes with and without pruning, proves the
   game is a draw, and plays out optimal games from several openings. */
#include <stdio.h>

static const int lines[8] = {0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124};
static long nodes;
static int won(int m) { for (int i = 0; i < 8; i++) if ((m & lines[i]) == lines[i]) return 1; return 0; }
static int minimax(int me, int opp) {
    nodes++;
    if (won(opp)) return -1;
    if ((me | opp) == 0777) return 0;
    int best = -2;
    for (int sq = 0; sq < 9; sq++) if (!((me | opp) >> sq & 1)) { int v = -minimax(opp, me | 1 << sq); if (v > best) best = v; }
    return best;
}
static int alphabeta(int me, int opp, int alpha, int beta) {
    nodes++;
    if (won(opp)) return -1;
    if ((me | opp) == 0777) return 0;
    for (int sq = 0; sq < 9; sq++) if (!((me | opp) >> sq & 1)) { int v = -alphabeta(opp, me | 1 << sq, -beta, -alpha); if (v > alpha) alpha = v; if (alpha >= beta) break; }
    return alpha;
}
static int best_move(int me, int opp) { int best = -2, mv = -1; for (int sq = 0; sq < 9; sq++) if (!((me | opp) >> sq & 1)) { int v = -alphabeta(opp, me | 1 << sq, -2, 2); if (v > best) { best = v; mv = sq; } } return mv; }

int main(void) {
    nodes = 0; int v1 = minimax(0, 0); long n1 = nodes;
    nodes = 0; int v2 = alphabeta(0, 0, -2, 2); long n2 = nodes;
    printf("minimax value=%d nodes=%ld; alphabeta value=%d nodes=%ld\n", v1, n1, v2, n2);
    for (int open = 0; open < 9; open += 2) {
        int x = 1 << open, o = 0, turn = 1;
        char board[10] = ".........";
        board[open] = 'X';
        while (!won(x) && !won(o) && (x | o) != 0777) {
            if (turn) { int m = best_move(o, x); o |= 1 << m; board[m] = 'O'; }
            else { int m = best_move(x, o); x |= 1 << m; board[m] = 'X'; }
            turn ^= 1;
        }
        printf("opening %d: %s result=%s\n", open, board, won(x) ? "X" : won(o) ? "O" : "draw");
    }
    return (int)(n2 % 128);
}
