/* Short-circuit evaluation with side effects: && and || chains whose right operands
   increment counters or call functions, the comma operator, conditional expressions
   that evaluate only one arm, ternaries selecting the object to update, and logical
   operators on pointers and floating-point values. */
#include <stdio.h>

static int calls[8];
__attribute__((noinline)) static int t(int i, int v) { calls[i]++; return v; }

int main(void) {
    int x = 0, y = 0;
    for (int i = 0; i < 16; i++) {
        int a = i & 1, b = i & 2, c = i & 4, d = i & 8;
        if ((t(0, a) && t(1, b)) || (t(2, c) && t(3, d))) x++;
        y += t(4, a) || t(5, b) || t(6, c) || t(7, d);
    }
    printf("x=%d y=%d calls:", x, y);
    for (int i = 0; i < 8; i++) printf(" %d", calls[i]);
    printf("\n");
    int n = 0;
    int r = (n++, n++, n * 10);
    printf("comma r=%d n=%d\n", r, n);
    int p = 0, q = 0;
    for (int i = 0; i < 10; i++) *(i % 3 ? &p : &q) += i;
    printf("lvalue ternary p=%d q=%d\n", p, q);
    int evals = 0;
    int v = n > 1 ? (evals += 1, 100) : (evals += 10, 200);
    printf("ternary v=%d evals=%d\n", v, evals);
    int *np = 0, k = 5, *kp = &k;
    int safe = np && *np > 0;
    int safe2 = kp && *kp > 0;
    double z = 0.0, nz = -0.5;
    printf("ptr logic %d %d fp logic %d %d %d\n", safe, safe2, z && 1, nz && 1, !z);
    int cnt = 0;
    for (int i = 0; i < 100; i++) if (i % 2 == 0 && (cnt++, i % 3 == 0) && i % 5 == 0) cnt += 1000;
    printf("cnt=%d\n", cnt);
    return (x + y + cnt) & 0x7f;
}
