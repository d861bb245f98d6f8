/* Infix expression evaluation with Dijkstra's shunting-yard algorithm: operator
   precedence and associativity tables (+ - * / % ^ and unary minus), parentheses,
   conversion to postfix text, evaluation of the postfix form on a double stack with
   exact binary fractions, and detection of mismatched parentheses. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <math.h>

static int prec(char op) { switch (op) { case '+': case '-': return 1; case '*': case '/': case '%': return 2; case '^': return 3; case '~': return 4; } return 0; }
static int right_assoc(char op) { return op == '^' || op == '~'; }
static int to_postfix(const char *in, char *out) {
    char ops[64]; int sp = 0, o = 0, prev_operand = 0;
    for (const char *p = in; *p; p++) {
        if (*p == ' ') continue;
        if (isdigit((unsigned char)*p) || *p == '.') { while (isdigit((unsigned char)*p) || *p == '.') out[o++] = *p++; out[o++] = ' '; p--; prev_operand = 1; continue; }
        if (*p == '(') { ops[sp++] = '('; prev_operand = 0; continue; }
        if (*p == ')') { while (sp && ops[sp - 1] != '(') { out[o++] = ops[--sp]; out[o++] = ' '; } if (!sp) return -1; sp--; prev_operand = 1; continue; }
        char op = (*p == '-' && !prev_operand) ? '~' : *p;
        while (sp && ops[sp - 1] != '(' && (prec(ops[sp - 1]) > prec(op) || (prec(ops[sp - 1]) == prec(op) && !right_assoc(op)))) { out[o++] = ops[--sp]; out[o++] = ' '; }
        ops[sp++] = op; prev_operand = 0;
    }
    while (sp) { if (ops[sp - 1] == '(') return -1; out[o++] = ops[--sp]; out[o++] = ' '; }
    out[o] = 0;
    return o;
}
static double eval_postfix(const char *s) {
    double st[64]; int sp = 0;
    for (const char *p = s; *p; p++) {
        if (*p == ' ') continue;
        if (isdigit((unsigned char)*p) || *p == '.') { double v = 0, scale = 0; for (; isdigit((unsigned char)*p) || *p == '.'; p++) { if (*p == '.') scale = 1; else { v = v * 10 + (*p - '0'); if (scale) scale *= 10; } } st[sp++] = scale ? v / scale : v; p--; continue; }
        if (*p == '~') { st[sp - 1] = -st[sp - 1]; continue; }
        double b = st[--sp], a = st[--sp];
        switch (*p) { case '+': st[sp++] = a + b; break; case '-': st[sp++] = a - b; break; case '*': st[sp++] = a * b; break; case '/': st[sp++] = a / b; break; case '%': st[sp++] = fmod(a, b); break; case '^': st[sp++] = pow(a, b); break; }
    }
    return st[0];
}

int main(void) {
    const char *exprs[] = {"3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3", "-2 ^ 2", "(-2) ^ 2", "2 ^ -1", "10 % 4 * 3.5", "((1.5 + 2.25) * 4 - 1) / 0.125", "1 - - - 1", "((2)", "2 ^ 3 ^ 2", "100 / 8 / 2 - 0.25"};
    double total = 0;
    for (int i = 0; i < 10; i++) {
        char pf[256];
        if (to_postfix(exprs[i], pf) < 0) { printf("%-32s -> mismatched parentheses\n", exprs[i]); continue; }
        double v = eval_postfix(pf);
        total += v;
        printf("%-32s -> %-40s = %.10g\n", exprs[i], pf, v);
    }
    printf("total=%.10g\n", total);
    return (int)total & 0x7f;
}
