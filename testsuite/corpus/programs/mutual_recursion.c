/* Mutual recursion: even/odd, Hofstadter female/male sequences, and a recursive-descent
   expression parser/evaluator (expr -> term -> factor -> expr). */
#include <stdio.h>
#include <ctype.h>

static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
static int M(int n);
static int F(int n) { return n == 0 ? 1 : n - M(F(n - 1)); }
static int M(int n) { return n == 0 ? 0 : n - F(M(n - 1)); }

static const char *p; static int err;
static long expr(void);
static void skip(void) { while (*p == ' ') p++; }
static long factor(void) {
    skip();
    if (*p == '(') { p++; long v = expr(); skip(); if (*p == ')') p++; else err = 1; return v; }
    if (*p == '-') { p++; return -factor(); }
    if (isdigit((unsigned char)*p)) { long v = 0; while (isdigit((unsigned char)*p)) v = v * 10 + (*p++ - '0'); return v; }
    err = 1; return 0;
}
static long power(void) { long b = factor(); skip(); if (*p == '^') { p++; long e = power(); long r = 1; while (e-- > 0) r *= b; return r; } return b; }
static long term(void) {
    long v = power();
    for (;;) { skip(); if (*p == '*') { p++; v *= power(); } else if (*p == '/') { p++; long d = power(); if (d) v /= d; else err = 2; } else if (*p == '%') { p++; long d = power(); if (d) v %= d; else err = 2; } else return v; }
}
static long expr(void) { long v = term(); for (;;) { skip(); if (*p == '+') { p++; v += term(); } else if (*p == '-') { p++; v -= term(); } else return v; } }
static long eval(const char *s, int *e) { p = s; err = 0; long v = expr(); skip(); if (*p) err = 3; *e = err; return v; }

int main(void) {
    printf("even(10000)=%d odd(7777)=%d\n", is_even(10000), is_odd(7777));
    printf("F:"); for (int i = 0; i < 20; i++) printf(" %d", F(i)); printf("\nM:"); for (int i = 0; i < 20; i++) printf(" %d", M(i)); printf("\n");
    const char *tests[] = { "1+2*3", "(1+2)*3", "2^10", "2^3^2", "-(4-10)*3", "100/7%4", "((((((1))))))+1", "7/0", "3+", "1 + 2 * (3 + 4 * (5 + 6 * (7 + 8)))", "10-3-2", "2*-3" };
    int bad = 0;
    for (unsigned i = 0; i < sizeof tests / sizeof tests[0]; i++) { int e; long v = eval(tests[i], &e); printf("%-40s = %ld err=%d\n", tests[i], v, e); bad += e != 0; }
    return bad;
}
