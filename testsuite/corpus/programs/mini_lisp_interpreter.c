/* Larger self-checking program: a small Lisp interpreter with a reader, printer,
   environments, closures (lambda), define/set!/if/cond/let/begin/quote, integer and list
   primitives, tail-call elimination in eval, and a mark-sweep garbage collector with an
   explicit root stack. Runs a set of programs and checks their printed results. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

typedef enum { T_NIL, T_INT, T_SYM, T_CONS, T_PRIM, T_LAMBDA } Tag;
typedef struct Obj Obj;
typedef Obj *(*PrimFn)(Obj *args);
struct Obj { Tag tag; unsigned char marked; union { long i; const char *sym; struct { Obj *car, *cdr; } c; PrimFn prim; struct { Obj *params, *body, *env; } fn; } u; Obj *next_alloc; };

static Obj *all_objs; static long live, allocated_total, collections;
static Obj nil_obj = { T_NIL, 1, { 0 }, NULL }; static Obj *NIL = &nil_obj;
static Obj **roots[1 << 17]; static int nroots;
#define PUSH(v) (roots[nroots++] = &(v))
#define POP(n) (nroots -= (n))
static Obj *symtab = NULL, *global_env;
static Obj *S_quote, *S_if, *S_define, *S_lambda, *S_set, *S_begin, *S_let, *S_cond, *S_else, *S_t;

static void mark(Obj *o) {
    while (o && !o->marked) {
        o->marked = 1;
        if (o->tag == T_CONS) { mark(o->u.c.car); o = o->u.c.cdr; }
        else if (o->tag == T_LAMBDA) { mark(o->u.fn.params); mark(o->u.fn.body); o = o->u.fn.env; }
        else return;
    }
}
static void gc(void) {
    collections++;
    mark(symtab); mark(global_env);
    for (int i = 0; i < nroots; i++) mark(*roots[i]);
    Obj **pp = &all_objs;
    while (*pp) { Obj *o = *pp; if (!o->marked) { *pp = o->next_alloc; if (o->tag == T_SYM) free((char *)o->u.sym); free(o); live--; } else { o->marked = 0; pp = &o->next_alloc; } }
}
static Obj *alloc(Tag t) {
    if (live >= 20000) gc();
    Obj *o = calloc(1, sizeof *o); o->tag = t; o->next_alloc = all_objs; all_objs = o; live++; allocated_total++; return o;
}
static Obj *mkint(long v) { Obj *o = alloc(T_INT); o->u.i = v; return o; }
static Obj *cons(Obj *a, Obj *d) { PUSH(a); PUSH(d); Obj *o = alloc(T_CONS); o->u.c.car = a; o->u.c.cdr = d; POP(2); return o; }
static Obj *car(Obj *o) { return o->tag == T_CONS ? o->u.c.car : NIL; }
static Obj *cdr(Obj *o) { return o->tag == T_CONS ? o->u.c.cdr : NIL; }
static Obj *intern(const char *name) {
    for (Obj *p = symtab; p != NIL; p = cdr(p)) if (!strcmp(car(p)->u.sym, name)) return car(p);
    Obj *s = alloc(T_SYM); s->u.sym = strdup(name); PUSH(s); symtab = cons(s, symtab); POP(1); return s;
}

/* ---------- reader ---------- */
static const char *src;
static void skipws(void) { for (;;) { while (isspace((unsigned char)*src)) src++; if (*src == ';') { while (*src && *src != '\n') src++; continue; } break; } }
static Obj *read_expr(void);
static Obj *read_list(void) {
    skipws(); if (*src == ')') { src++; return NIL; }
    if (*src == '.' && isspace((unsigned char)src[1])) { src++; Obj *last = read_expr(); skipws(); if (*src == ')') src++; return last; }
    Obj *head = read_expr(); PUSH(head); Obj *tail = read_list(); PUSH(tail); Obj *r = cons(head, tail); POP(2); return r;
}
static Obj *read_expr(void) {
    skipws();
    if (*src == '(') { src++; return read_list(); }
    if (*src == '\'') { src++; Obj *q = read_expr(); PUSH(q); Obj *l = cons(q, NIL); PUSH(l); Obj *r = cons(S_quote, l); POP(2); return r; }
    char buf[64]; int n = 0;
    while (*src && !isspace((unsigned char)*src) && *src != '(' && *src != ')' && n < 63) buf[n++] = *src++;
    buf[n] = 0;
    if ((isdigit((unsigned char)buf[0]) || (buf[0] == '-' && isdigit((unsigned char)buf[1])))) return mkint(strtol(buf, NULL, 10));
    return intern(buf);
}

/* ---------- printer ---------- */
static void print_obj(Obj *o, char *out, size_t cap) {
    size_t len = strlen(out); if (len + 32 > cap) return;
    switch (o->tag) {
    case T_NIL: strcat(out, "()"); break;
    case T_INT: snprintf(out + len, cap - len, "%ld", o->u.i); break;
    case T_SYM: strncat(out, o->u.sym, cap - len - 1); break;
    case T_PRIM: strcat(out, "#<prim>"); break;
    case T_LAMBDA: strcat(out, "#<lambda>"); break;
    case T_CONS:
        strcat(out, "(");
        for (;;) { print_obj(car(o), out, cap); o = cdr(o); if (o == NIL) break; if (o->tag != T_CONS) { strcat(out, " . "); print_obj(o, out, cap); break; } strcat(out, " "); }
        strcat(out, ")"); break;
    }
}

/* ---------- environment ---------- */
static Obj *lookup(Obj *env, Obj *sym) {
    for (Obj *e = env; e != NIL; e = cdr(e)) for (Obj *f = car(e); f != NIL; f = cdr(f)) if (car(car(f)) == sym) return car(f);
    return NULL;
}
static void define(Obj *env, Obj *sym, Obj *val) { PUSH(env); PUSH(sym); PUSH(val); Obj *b = cons(sym, val); PUSH(b); env->u.c.car = cons(b, car(env)); POP(4); }
static int errors;
static Obj *eval(Obj *x, Obj *env);
static Obj *evlis(Obj *l, Obj *env) {
    if (l == NIL) return NIL;
    PUSH(l); PUSH(env); Obj *h = eval(car(l), env); PUSH(h); Obj *t = evlis(cdr(l), env); PUSH(t); Obj *r = cons(h, t); POP(4); return r;
}
static Obj *eval(Obj *x, Obj *env) {
    Obj *fn = NIL, *args = NIL, *frame = NIL, *tmp = NIL; PUSH(x); PUSH(env); PUSH(fn); PUSH(args); PUSH(frame); PUSH(tmp); int pushed = 6; Obj *result = NIL;
    for (;;) {
        if (x->tag == T_INT || x->tag == T_NIL) { result = x; break; }
        if (x->tag == T_SYM) { Obj *b = lookup(env, x); if (!b) { errors++; printf("  error: unbound %s\n", x->u.sym); result = NIL; } else result = cdr(b); break; }
        Obj *op = car(x);
        if (op == S_quote) { result = car(cdr(x)); break; }
        if (op == S_if) { Obj *c = eval(car(cdr(x)), env); x = c != NIL ? car(cdr(cdr(x))) : car(cdr(cdr(cdr(x)))); continue; }
        if (op == S_cond) { Obj *cl = cdr(x); Obj *next = NULL; for (; cl != NIL; cl = cdr(cl)) { Obj *test = car(car(cl)); if (test == S_else || eval(test, env) != NIL) { next = car(cdr(car(cl))); break; } } if (!next) { result = NIL; break; } x = next; continue; }
        if (op == S_define) { Obj *target = car(cdr(x));
            if (target->tag == T_CONS) { tmp = alloc(T_LAMBDA); tmp->u.fn.params = cdr(target); tmp->u.fn.body = cdr(cdr(x)); tmp->u.fn.env = env; define(env, car(target), tmp); result = car(target); }
            else { Obj *v = eval(car(cdr(cdr(x))), env); PUSH(v); define(env, target, v); POP(1); result = target; }
            break; }
        if (op == S_set) { Obj *b = lookup(env, car(cdr(x))); Obj *v = eval(car(cdr(cdr(x))), env); if (b) b->u.c.cdr = v; result = v; break; }
        if (op == S_lambda) { tmp = alloc(T_LAMBDA); tmp->u.fn.params = car(cdr(x)); tmp->u.fn.body = cdr(cdr(x)); tmp->u.fn.env = env; result = tmp; break; }
        if (op == S_begin) { Obj *b = cdr(x); if (b == NIL) { result = NIL; break; } while (cdr(b) != NIL) { eval(car(b), env); b = cdr(b); } x = car(b); continue; }
        if (op == S_let) { frame = NIL;
            for (Obj *b = car(cdr(x)); b != NIL; b = cdr(b)) { Obj *v = eval(car(cdr(car(b))), env); PUSH(v); Obj *pair = cons(car(car(b)), v); PUSH(pair); frame = cons(pair, frame); POP(2); }
            env = cons(frame, env); Obj *b = cdr(cdr(x)); while (cdr(b) != NIL) { eval(car(b), env); b = cdr(b); } x = car(b); continue; }
        fn = eval(op, env);
        args = evlis(cdr(x), env);
        if (fn->tag == T_PRIM) { result = fn->u.prim(args); break; }
        if (fn->tag != T_LAMBDA) { errors++; printf("  error: not a function\n"); result = NIL; break; }
        frame = NIL;
        Obj *p = fn->u.fn.params, *a = args;
        for (; p != NIL; p = cdr(p), a = cdr(a)) { if (p->tag == T_SYM) { Obj *pair = cons(p, a); PUSH(pair); frame = cons(pair, frame); POP(1); break; } Obj *pair = cons(car(p), car(a)); PUSH(pair); frame = cons(pair, frame); POP(1); }
        env = cons(frame, fn->u.fn.env);
        Obj *body = fn->u.fn.body; while (cdr(body) != NIL) { eval(car(body), env); body = cdr(body); }
        x = car(body);  /* tail call */
    }
    POP(pushed);
    return result;
}

/* ---------- primitives ---------- */
static Obj *truth(int b) { return b ? S_t : NIL; }
static Obj *p_add(Obj *a) { long s = 0; for (; a != NIL; a = cdr(a)) s += car(a)->u.i; return mkint(s); }
static Obj *p_sub(Obj *a) { long s = car(a)->u.i; if (cdr(a) == NIL) return mkint(-s); for (a = cdr(a); a != NIL; a = cdr(a)) s -= car(a)->u.i; return mkint(s); }
static Obj *p_mul(Obj *a) { long s = 1; for (; a != NIL; a = cdr(a)) s *= car(a)->u.i; return mkint(s); }
static Obj *p_div(Obj *a) { long d = car(cdr(a))->u.i; return mkint(d ? car(a)->u.i / d : 0); }
static Obj *p_mod(Obj *a) { long d = car(cdr(a))->u.i; return mkint(d ? car(a)->u.i % d : 0); }
static Obj *p_lt(Obj *a) { return truth(car(a)->u.i < car(cdr(a))->u.i); }
static Obj *p_numeq(Obj *a) { return truth(car(a)->u.i == car(cdr(a))->u.i); }
static Obj *p_eq(Obj *a) { Obj *x = car(a), *y = car(cdr(a)); return truth(x == y || (x->tag == T_INT && y->tag == T_INT && x->u.i == y->u.i)); }
static Obj *p_cons(Obj *a) { return cons(car(a), car(cdr(a))); }
static Obj *p_car(Obj *a) { return car(car(a)); }
static Obj *p_cdr(Obj *a) { return cdr(car(a)); }
static Obj *p_null(Obj *a) { return truth(car(a) == NIL); }
static Obj *p_pairp(Obj *a) { return truth(car(a)->tag == T_CONS); }
static Obj *p_list(Obj *a) { return a; }
static void defprim(const char *name, PrimFn f) { Obj *s = intern(name); PUSH(s); Obj *p = alloc(T_PRIM); p->u.prim = f; PUSH(p); define(global_env, s, p); POP(2); }

int main(void) {
    symtab = NIL;
    S_quote = intern("quote"); S_if = intern("if"); S_define = intern("define"); S_lambda = intern("lambda"); S_set = intern("set!");
    S_begin = intern("begin"); S_let = intern("let"); S_cond = intern("cond"); S_else = intern("else"); S_t = intern("t");
    global_env = cons(NIL, NIL);
    define(global_env, S_t, S_t);
    defprim("+", p_add); defprim("-", p_sub); defprim("*", p_mul); defprim("/", p_div); defprim("mod", p_mod); defprim("<", p_lt); defprim("=", p_numeq);
    defprim("eq?", p_eq); defprim("cons", p_cons); defprim("car", p_car); defprim("cdr", p_cdr); defprim("null?", p_null); defprim("pair?", p_pairp); defprim("list", p_list);
    static const struct { const char *code, *expect; } tests[] = {
        { "(+ 1 2 3)", "6" },
        { "(define (fact n) (if (< n 2) 1 (* n (fact (- n 1)))))", "fact" },
        { "(fact 20)", "2432902008176640000" },
        { "(define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))", "fib" },
        { "(fib 20)", "6765" },
        { "(define (map f l) (if (null? l) '() (cons (f (car l)) (map f (cdr l)))))", "map" },
        { "(map (lambda (x) (* x x)) '(1 2 3 4 5))", "(1 4 9 16 25)" },
        { "(define (range a b) (if (< a b) (cons a (range (+ a 1) b)) '()))", "range" },
        { "(define (foldl f acc l) (if (null? l) acc (foldl f (f acc (car l)) (cdr l))))", "foldl" },
        { "(foldl + 0 (range 0 1000))", "499500" },
        { "(define (loop i acc) (if (= i 0) acc (loop (- i 1) (+ acc i))))", "loop" },
        { "(loop 100000 0)", "5000050000" },
        { "(define make-counter (lambda () (let ((n 0)) (lambda () (set! n (+ n 1)) n))))", "make-counter" },
        { "(define c1 (make-counter))", "c1" },
        { "(begin (c1) (c1) (c1))", "3" },
        { "(let ((x 2) (y 3)) (let ((x 7) (z (+ x y))) (* z x)))", "35" },
        { "(define (rev l) (foldl (lambda (acc x) (cons x acc)) '() l))", "rev" },
        { "(rev '(a b (c d) e))", "(e (c d) b a)" },
        { "(cond ((< 5 3) 'less) ((= 5 5) 'equal) (else 'greater))", "equal" },
        { "(cons 1 2)", "(1 . 2)" },
        { "'(1 . (2 . (3 . ())))", "(1 2 3)" },
        { "(define (qsort l) (if (null? l) '() (let ((p (car l)) (rest (cdr l))) (append3 (qsort (filter (lambda (x) (< x p)) rest)) (list p) (qsort (filter (lambda (x) (< p x)) rest))))))", "qsort" },
        { "(define (filter f l) (cond ((null? l) '()) ((f (car l)) (cons (car l) (filter f (cdr l)))) (else (filter f (cdr l)))))", "filter" },
        { "(define (append2 a b) (if (null? a) b (cons (car a) (append2 (cdr a) b))))", "append2" },
        { "(define (append3 a b c) (append2 a (append2 b c)))", "append3" },
        { "(qsort '(33 7 81 2 54 19 5 66 41 12))", "(2 5 7 12 19 33 41 54 66 81)" },
        { "(define (ack m n) (cond ((= m 0) (+ n 1)) ((= n 0) (ack (- m 1) 1)) (else (ack (- m 1) (ack m (- n 1))))))", "ack" },
        { "(ack 2 3)", "9" },
        { "(undefined-symbol 1)", "()" },
        { "(mod (- 0 17) 5)", "-2" },
    };
    int ntests = (int)(sizeof tests / sizeof tests[0]), passed = 0;
    for (int i = 0; i < ntests; i++) {
        src = tests[i].code; Obj *e = read_expr(); PUSH(e);
        Obj *v = eval(e, global_env); PUSH(v);
        char out[512] = ""; print_obj(v, out, sizeof out); POP(2);
        int ok = !strcmp(out, tests[i].expect); passed += ok;
        printf("%-3d %s %s => %s\n", i, ok ? "ok  " : "FAIL", tests[i].code, out);
    }
    gc();
    printf("passed %d/%d errors=%d collections>0=%d live_after_gc=%ld allocated=%ld\n", passed, ntests, errors, collections > 0, live, allocated_total);
    return ntests - passed;
}
