/* N-queens: count solutions for N=1..10 with bitmask backtracking and array backtracking;
   print the first solution for N=8. */
#include <stdio.h>

static int count_bits(int n, unsigned cols, unsigned d1, unsigned d2) {
    unsigned full = (1u << n) - 1; if (cols == full) return 1;
    int c = 0; unsigned avail = full & ~(cols | d1 | d2);
    while (avail) { unsigned bit = avail & (0u - avail); avail ^= bit; c += count_bits(n, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1); }
    return c;
}
static int pos[16], first[16], found_first;
static int safe(int r, int c) { for (int i = 0; i < r; i++) if (pos[i] == c || pos[i] - c == i - r || pos[i] - c == r - i) return 0; return 1; }
static int solve_arr(int n, int r) {
    if (r == n) { if (!found_first) { for (int i = 0; i < n; i++) first[i] = pos[i]; found_first = 1; } return 1; }
    int c = 0; for (int col = 0; col < n; col++) if (safe(r, col)) { pos[r] = col; c += solve_arr(n, r + 1); } return c;
}

int main(void) {
    int total = 0;
    for (int n = 1; n <= 10; n++) { int a = count_bits(n, 0, 0, 0); found_first = 0; int b = solve_arr(n, 0); printf("n=%d solutions=%d agree=%d\n", n, a, a == b); total += a; }
    found_first = 0; solve_arr(8, 0);
    for (int r = 0; r < 8; r++) { for (int c = 0; c < 8; c++) putchar(first[r] == c ? 'Q' : '.'); putchar('\n'); }
    return total % 256;
}
