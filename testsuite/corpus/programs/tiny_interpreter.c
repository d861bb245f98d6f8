/* A tiny interpreter: tokenizer + parser for a small imperative language (variables,
   while, if, print, arithmetic) compiled to bytecode and executed on a stack VM. */
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <stdlib.h>

enum { T_NUM, T_ID, T_OP, T_KW, T_END };
typedef struct { int type; long val; char text[16]; } Tok;
static Tok toks[2048]; static int ntok, tp;
static void lex(const char *s) {
    ntok = 0;
    while (*s) {
        if (isspace((unsigned char)*s)) { s++; continue; }
        Tok *t = &toks[ntok++]; memset(t, 0, sizeof *t);
        if (isdigit((unsigned char)*s)) { t->type = T_NUM; while (isdigit((unsigned char)*s)) t->val = t->val * 10 + (*s++ - '0'); }
        else if (isalpha((unsigned char)*s)) { int n = 0; while (isalnum((unsigned char)*s) && n < 15) t->text[n++] = *s++; t->type = (!strcmp(t->text, "while") || !strcmp(t->text, "if") || !strcmp(t->text, "else") || !strcmp(t->text, "print")) ? T_KW : T_ID; }
        else { t->type = T_OP; t->text[0] = *s++; if ((t->text[0] == '=' || t->text[0] == '<' || t->text[0] == '>' || t->text[0] == '!') && *s == '=') t->text[1] = *s++; }
    }
    toks[ntok].type = T_END;
}
enum { OP_PUSH, OP_LOAD, OP_STORE, OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_MOD, OP_LT, OP_LE, OP_GT, OP_GE, OP_EQ, OP_NE, OP_JZ, OP_JMP, OP_PRINT, OP_HALT };
static long code[8192]; static int pc; static char vars[64][16]; static int nvars;
static int var(const char *n) { for (int i = 0; i < nvars; i++) if (!strcmp(vars[i], n)) return i; strcpy(vars[nvars], n); return nvars++; }
static void emit(long v) { code[pc++] = v; }
static int is_op(const char *o) { return toks[tp].type == T_OP && !strcmp(toks[tp].text, o); }
static void expect(const char *o) { if (!is_op(o)) { printf("parse error at token %d: expected %s\n", tp, o); exit(3); } tp++; }
static void expr(void);
static void primary(void) {
    if (toks[tp].type == T_NUM) { emit(OP_PUSH); emit(toks[tp++].val); }
    else if (toks[tp].type == T_ID) { emit(OP_LOAD); emit(var(toks[tp++].text)); }
    else if (is_op("(")) { tp++; expr(); expect(")"); }
    else if (is_op("-")) { tp++; emit(OP_PUSH); emit(0); primary(); emit(OP_SUB); }
}
static void mulexpr(void) { primary(); for (;;) { if (is_op("*")) { tp++; primary(); emit(OP_MUL); } else if (is_op("/")) { tp++; primary(); emit(OP_DIV); } else if (is_op("%")) { tp++; primary(); emit(OP_MOD); } else break; } }
static void addexpr(void) { mulexpr(); for (;;) { if (is_op("+")) { tp++; mulexpr(); emit(OP_ADD); } else if (is_op("-")) { tp++; mulexpr(); emit(OP_SUB); } else break; } }
static void expr(void) {
    addexpr();
    static const char *rel[] = { "<", "<=", ">", ">=", "==", "!=" };
    for (int i = 0; i < 6; i++) if (is_op(rel[i])) { tp++; addexpr(); emit(OP_LT + i); break; }
}
static void stmt(void);
static void block(void) { expect("{"); while (!is_op("}")) stmt(); tp++; }
static void stmt(void) {
    if (toks[tp].type == T_KW && !strcmp(toks[tp].text, "while")) { tp++; int top = pc; expr(); emit(OP_JZ); int patch = pc; emit(0); block(); emit(OP_JMP); emit(top); code[patch] = pc; }
    else if (toks[tp].type == T_KW && !strcmp(toks[tp].text, "if")) { tp++; expr(); emit(OP_JZ); int patch = pc; emit(0); block();
        if (toks[tp].type == T_KW && !strcmp(toks[tp].text, "else")) { tp++; emit(OP_JMP); int p2 = pc; emit(0); code[patch] = pc; block(); code[p2] = pc; } else code[patch] = pc; }
    else if (toks[tp].type == T_KW && !strcmp(toks[tp].text, "print")) { tp++; expr(); emit(OP_PRINT); expect(";"); }
    else { int v = var(toks[tp++].text); expect("="); expr(); emit(OP_STORE); emit(v); expect(";"); }
}
static long run(void) {
    long stack[256], mem[64] = { 0 }; int sp = 0, ip = 0; long steps = 0;
    for (;;) {
        steps++; long op = code[ip++];
        switch (op) {
        case OP_PUSH: stack[sp++] = code[ip++]; break;
        case OP_LOAD: stack[sp++] = mem[code[ip++]]; break;
        case OP_STORE: mem[code[ip++]] = stack[--sp]; break;
        case OP_JZ: { long t = code[ip++]; if (!stack[--sp]) ip = (int)t; break; }
        case OP_JMP: ip = (int)code[ip]; break;
        case OP_PRINT: printf("%ld\n", stack[--sp]); break;
        case OP_HALT: return steps;
        default: { long b = stack[--sp], a = stack[--sp], r = 0;
            switch (op) { case OP_ADD: r = a + b; break; case OP_SUB: r = a - b; break; case OP_MUL: r = a * b; break; case OP_DIV: r = b ? a / b : 0; break; case OP_MOD: r = b ? a % b : 0; break;
            case OP_LT: r = a < b; break; case OP_LE: r = a <= b; break; case OP_GT: r = a > b; break; case OP_GE: r = a >= b; break; case OP_EQ: r = a == b; break; default: r = a != b; }
            stack[sp++] = r; } }
    }
}
int main(void) {
    const char *src =
        "n = 2; count = 0; sum = 0;"
        "while n < 2000 { d = 2; p = 1; while d * d <= n { if n % d == 0 { p = 0; d = n; } d = d + 1; } if p { count = count + 1; sum = sum + n; } n = n + 1; }"
        "print count; print sum;"
        "a = 0; b = 1; i = 0; while i < 50 { t = a + b; a = b; b = t; i = i + 1; } print a;"
        "x = 27; steps = 0; while x != 1 { if x % 2 == 0 { x = x / 2; } else { x = 3 * x + 1; } steps = steps + 1; } print steps;"
        "g = 1071; h = 462; while h != 0 { t = g % h; g = h; h = t; } print g; print -(7 - 10) * 4;";
    lex(src); tp = 0; pc = 0; while (toks[tp].type != T_END) stmt(); emit(OP_HALT);
    printf("tokens=%d code=%d vars=%d\n", ntok, pc, nvars);
    long steps = run(); printf("steps=%ld\n", steps);
    return (int)(steps % 256);
}
