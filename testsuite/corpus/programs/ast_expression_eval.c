/* An expression tree with tagged unions: nodes for constants, variables, unary and
   binary operators and let-bindings, built by a small parser from prefix notation,
   evaluated recursively with an environment, simplified (constant folding, x*0, x+0),
   printed back in infix form, and freed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

enum kind { K_NUM, K_VAR, K_NEG, K_BIN, K_LET };
struct expr { enum kind k; union { long num; char var; struct { char op; struct expr *a, *b; } bin; struct expr *neg; struct { char name; struct expr *val, *body; } let; } u; };
static const char *src;
static struct expr *mk(enum kind k) { struct expr *e = calloc(1, sizeof *e); e->k = k; return e; }
static void skip(void) { while (*src == ' ') src++; }
static struct expr *parse(void) {
    skip();
    if (isdigit((unsigned char)*src)) { struct expr *e = mk(K_NUM); e->u.num = strtol(src, (char **)&src, 10); return e; }
    if (*src == '~') { src++; struct expr *e = mk(K_NEG); e->u.neg = parse(); return e; }
    if (strchr("+-*/%", *src)) { struct expr *e = mk(K_BIN); e->u.bin.op = *src++; e->u.bin.a = parse(); e->u.bin.b = parse(); return e; }
    if (*src == '@') { src++; skip(); struct expr *e = mk(K_LET); e->u.let.name = *src++; e->u.let.val = parse(); e->u.let.body = parse(); return e; }
    struct expr *e = mk(K_VAR); e->u.var = *src++; return e;
}
struct env { char name; long val; const struct env *up; };
static long eval(const struct expr *e, const struct env *env, int *err) {
    switch (e->k) {
    case K_NUM: return e->u.num;
    case K_VAR: for (; env; env = env->up) if (env->name == e->u.var) return env->val; *err = 1; return 0;
    case K_NEG: return -eval(e->u.neg, env, err);
    case K_LET: { struct env n = {e->u.let.name, eval(e->u.let.val, env, err), env}; return eval(e->u.let.body, &n, err); }
    case K_BIN: {
        long a = eval(e->u.bin.a, env, err), b = eval(e->u.bin.b, env, err);
        switch (e->u.bin.op) { case '+': return a + b; case '-': return a - b; case '*': return a * b; case '/': if (!b) { *err = 2; return 0; } return a / b; default: if (!b) { *err = 2; return 0; } return a % b; }
    }
    }
    return 0;
}
static void free_expr(struct expr *e);
static struct expr *simplify(struct expr *e) {
    if (e->k == K_NEG) { e->u.neg = simplify(e->u.neg); if (e->u.neg->k == K_NUM) { struct expr *c = e->u.neg; c->u.num = -c->u.num; free(e); return c; } }
    if (e->k == K_LET) { e->u.let.val = simplify(e->u.let.val); e->u.let.body = simplify(e->u.let.body); }
    if (e->k != K_BIN) return e;
    e->u.bin.a = simplify(e->u.bin.a); e->u.bin.b = simplify(e->u.bin.b);
    struct expr *a = e->u.bin.a, *b = e->u.bin.b;
    if (a->k == K_NUM && b->k == K_NUM && !(strchr("/%", e->u.bin.op) && b->u.num == 0)) { int err = 0; long v = eval(e, NULL, &err); free_expr(e); struct expr *c = mk(K_NUM); c->u.num = v; return c; }
    if (e->u.bin.op == '*' && ((a->k == K_NUM && a->u.num == 0) || (b->k == K_NUM && b->u.num == 0))) { free_expr(e); struct expr *c = mk(K_NUM); c->u.num = 0; return c; }
    if (e->u.bin.op == '+' && b->k == K_NUM && b->u.num == 0) { free(b); free(e); return a; }
    return e;
}
static void show(const struct expr *e) {
    switch (e->k) {
    case K_NUM: printf("%ld", e->u.num); break;
    case K_VAR: printf("%c", e->u.var); break;
    case K_NEG: printf("-("); show(e->u.neg); printf(")"); break;
    case K_BIN: printf("("); show(e->u.bin.a); printf(" %c ", e->u.bin.op); show(e->u.bin.b); printf(")"); break;
    case K_LET: printf("let %c = ", e->u.let.name); show(e->u.let.val); printf(" in "); show(e->u.let.body); break;
    }
}
static void free_expr(struct expr *e) {
    if (e->k == K_BIN) { free_expr(e->u.bin.a); free_expr(e->u.bin.b); }
    else if (e->k == K_NEG) free_expr(e->u.neg);
    else if (e->k == K_LET) { free_expr(e->u.let.val); free_expr(e->u.let.body); }
    free(e);
}

int main(void) {
    const char *progs[] = {"+ 1 * 2 3", "@x 5 * x + x 1", "- * 0 y + 3 4", "@a 10 @b 3 % * a a b", "/ 7 - 2 2", "+ ~ 5 ~ ~ 6", "@x 2 @x * x x * x x", "+ q 0"};
    struct env g = {'y', 100, NULL}, q = {'q', -42, &g};
    long total = 0;
    for (int i = 0; i < 8; i++) {
        src = progs[i];
        struct expr *e = parse();
        int err = 0;
        long v = eval(e, &q, &err);
        e = simplify(e);
        int err2 = 0;
        long v2 = eval(e, &q, &err2);
        printf("%-24s = %ld err=%d simplified: ", progs[i], v, err);
        show(e);
        printf(" = %ld err=%d\n", v2, err2);
        total += v;
        free_expr(e);
    }
    return (int)(total & 0x7f);
}
