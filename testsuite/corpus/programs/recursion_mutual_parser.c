/* Mutually recursive recursive-descent parser and evaluator for arithmetic expressions
   with + - * / % ^ (right associative), unary minus, parentheses, comparison operators
   and the ternary operator; expr -> cond -> cmp -> sum -> term -> power -> unary ->
   primary -> expr. Integer arithmetic on long with division by zero reported. */
#include <stdio.h>
#include <string.h>

static const char *p;
static int err;
static long expr(void);
static void skip(void) { while (*p == ' ') p++; }
static long primary(void) {
    skip();
    if (*p == '(') { p++; long v = expr(); skip(); if (*p == ')') p++; else err = 1; return v; }
    if (*p >= '0' && *p <= '9') { long v = 0; while (*p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0'); return v; }
    err = 2;
    return 0;
}
static long unary(void) { skip(); if (*p == '-') { p++; return -unary(); } if (*p == '+') { p++; return unary(); } return primary(); }
static long power(void) {
    long b = unary(); skip();
    if (*p == '^') { p++; long e = power(); long r = 1; for (long i = 0; i < e && i < 62; i++) r *= b; return r; }
    return b;
}
static long term(void) {
    long v = power();
    for (;;) {
        skip();
        char op = *p;
        if (op != '*' && op != '/' && op != '%') return v;
        p++;
        long r = power();
        if (op == '*') v *= r;
        else if (r == 0) { err = 3; return 0; }
        else v = op == '/' ? v / r : v % r;
    }
}
static long sum(void) { long v = term(); for (;;) { skip(); if (*p == '+') { p++; v += term(); } else if (*p == '-') { p++; v -= term(); } else return v; } }
static long cmp(void) {
    long v = sum(); skip();
    if (p[0] == '<' && p[1] == '=') { p += 2; return v <= sum(); }
    if (p[0] == '>' && p[1] == '=') { p += 2; return v >= sum(); }
    if (p[0] == '=' && p[1] == '=') { p += 2; return v == sum(); }
    if (*p == '<') { p++; return v < sum(); }
    if (*p == '>') { p++; return v > sum(); }
    return v;
}
static long cond(void) {
    long c = cmp(); skip();
    if (*p == '?') { p++; long a = expr(); skip(); if (*p == ':') p++; else err = 4; long b = cond(); return c ? a : b; }
    return c;
}
static long expr(void) { return cond(); }

int main(void) {
    const char *tests[] = {"1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-(4 - 10) % 4", "100 / 7 * 7 + 100 % 7", "1 < 2 ? 10 : 20", "3 >= 4 ? 1 : 2 == 2 ? 30 : 40",
                           "((((((((((1))))))))))+2", "2^10 - 2^9 - 2^8", "7 / 0", "-2 ^ 3", "(5 > 3) + (5 < 3) + (5 == 5) + (5 <= 4)", "1 + (2", "12 % -5 * -3 / 2",
                           "((1 + 2) * (3 + 4) * (5 + 6) - 7) ^ 2 % 1000"};
    long total = 0;
    for (int i = 0; i < (int)(sizeof tests / sizeof tests[0]); i++) {
        p = tests[i]; err = 0;
        long v = expr();
        if (*p) err = err ? err : 5;
        if (err) printf("%-45s error %d\n", tests[i], err);
        else { printf("%-45s = %ld\n", tests[i], v); total += v; }
    }
    char deep[2100]; int n = 0;
    for (int i = 0; i < 500; i++) deep[n++] = '(';
    deep[n++] = '7';
    for (int i = 0; i < 500; i++) { deep[n++] = ')'; }
    deep[n] = 0;
    p = deep; err = 0;
    printf("deep nesting = %ld err %d\n", expr(), err);
    printf("total %ld\n", total);
    return (int)(total & 0x7f);
}
