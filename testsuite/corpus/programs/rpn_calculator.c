/* RPN calculator over doubles with a shunting-yard infix-to-RPN converter, supporting
   + - * / ^, unary minus, parentheses and functions (sqrt, abs, min, max). */
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <math.h>
#include <stdlib.h>

static int prec(char c) { return c == '^' ? 4 : (c == '*' || c == '/') ? 3 : (c == '+' || c == '-') ? 2 : c == '~' ? 5 : 0; }
static int to_rpn(const char *in, char out[][16]) {
    char ops[64][16]; int nops = 0, n = 0, expect_operand = 1;
    for (const char *p = in; *p;) {
        if (isspace((unsigned char)*p)) { p++; continue; }
        if (isdigit((unsigned char)*p) || *p == '.') { int k = 0; while (isdigit((unsigned char)*p) || *p == '.') out[n][k++] = *p++; out[n++][k] = 0; expect_operand = 0; continue; }
        if (isalpha((unsigned char)*p)) { int k = 0; while (isalpha((unsigned char)*p)) ops[nops][k++] = *p++; ops[nops++][k] = 0; continue; }
        if (*p == ',') { while (nops && ops[nops - 1][0] != '(') strcpy(out[n++], ops[--nops]); p++; expect_operand = 1; continue; }
        if (*p == '(') { strcpy(ops[nops++], "("); p++; expect_operand = 1; continue; }
        if (*p == ')') { while (nops && ops[nops - 1][0] != '(') strcpy(out[n++], ops[--nops]); nops--; if (nops && isalpha((unsigned char)ops[nops - 1][0])) strcpy(out[n++], ops[--nops]); p++; expect_operand = 0; continue; }
        char c = *p++; if (c == '-' && expect_operand) c = '~';
        while (nops && ops[nops - 1][0] != '(' && !isalpha((unsigned char)ops[nops - 1][0]) && (prec(ops[nops - 1][0]) > prec(c) || (prec(ops[nops - 1][0]) == prec(c) && c != '^' && c != '~'))) strcpy(out[n++], ops[--nops]);
        ops[nops][0] = c; ops[nops++][1] = 0; expect_operand = 1;
    }
    while (nops) strcpy(out[n++], ops[--nops]);
    return n;
}
static double eval_rpn(char toks[][16], int n) {
    double st[64]; int sp = 0;
    for (int i = 0; i < n; i++) {
        char *t = toks[i];
        if (isdigit((unsigned char)t[0]) || t[0] == '.') st[sp++] = strtod(t, NULL);
        else if (!strcmp(t, "~")) st[sp - 1] = -st[sp - 1];
        else if (!strcmp(t, "sqrt")) st[sp - 1] = sqrt(st[sp - 1]);
        else if (!strcmp(t, "abs")) st[sp - 1] = fabs(st[sp - 1]);
        else { double b = st[--sp], a = st[--sp], r = 0;
            if (!strcmp(t, "min")) r = a < b ? a : b; else if (!strcmp(t, "max")) r = a > b ? a : b;
            else switch (t[0]) { case '+': r = a + b; break; case '-': r = a - b; break; case '*': r = a * b; break; case '/': r = a / b; break; case '^': r = pow(a, b); break; }
            st[sp++] = r; }
    }
    return st[0];
}
int main(void) {
    const char *exprs[] = { "3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3", "-(2+3)*-4", "sqrt(16) + abs(-2.5)", "max(1, min(7, 3)) * 2", "2^10 - 1000", "1.5 * (2 + .5)", "10 / 4 - -3", "sqrt(2)^2" };
    double total = 0;
    for (int i = 0; i < 8; i++) { char rpn[64][16]; int n = to_rpn(exprs[i], rpn); printf("%-32s =>", exprs[i]); for (int k = 0; k < n; k++) printf(" %s", rpn[k]); double v = eval_rpn(rpn, n); printf("  = %.10g\n", v); total += v; }
    return (int)total;
}
