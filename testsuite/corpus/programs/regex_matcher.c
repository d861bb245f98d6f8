/* Larger self-checking program: a regular expression engine. Patterns are parsed into an
   AST (alternation, concatenation, * + ? {m,n}, groups, . [] [^] ranges, \d \w \s, ^ $),
   then matched two independent ways: (1) a backtracking matcher over the AST and (2) a
   Thompson NFA compiled from the AST and simulated with state sets. Both must agree on
   every (pattern, text) pair; leftmost match positions are reported. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

typedef enum { N_CHAR, N_ANY, N_CLASS, N_CAT, N_ALT, N_REPEAT, N_BOL, N_EOL, N_EMPTY } NType;
typedef struct Node { NType t; int ch; uint8_t cls[32]; struct Node *a, *b; int min, max; } Node;  /* max -1 = inf */

static Node *mk(NType t) { Node *n = calloc(1, sizeof *n); n->t = t; return n; }
static void cls_set(uint8_t *c, int ch) { c[ch >> 3] |= (uint8_t)(1 << (ch & 7)); }
static int cls_has(const uint8_t *c, int ch) { return (c[ch >> 3] >> (ch & 7)) & 1; }
static void cls_escape(uint8_t *c, char e) {
    for (int ch = 0; ch < 256; ch++) {
        int in = e == 'd' || e == 'D' ? (ch >= '0' && ch <= '9') : e == 'w' || e == 'W' ? ((ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '_') : (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r');
        if (e >= 'A' && e <= 'Z') in = !in;
        if (in) cls_set(c, ch);
    }
}
static void free_node(Node *n) { if (!n) return; free_node(n->a); free_node(n->b); free(n); }

/* ---------- parser ---------- */
static const char *pp; static const char *perr;
static Node *p_alt(void);
static Node *p_atom(void) {
    char c = *pp;
    if (c == '(') { pp++; Node *n = p_alt(); if (*pp != ')') { perr = "missing )"; return n; } pp++; return n; }
    if (c == '.') { pp++; return mk(N_ANY); }
    if (c == '^') { pp++; return mk(N_BOL); }
    if (c == '$') { pp++; return mk(N_EOL); }
    if (c == '[') {
        pp++; Node *n = mk(N_CLASS); int neg = 0; if (*pp == '^') { neg = 1; pp++; }
        int first = 1;
        while (*pp && (*pp != ']' || first)) {
            first = 0; int lo = (unsigned char)*pp++;
            if (lo == '\\' && *pp) { char e = *pp++; if (strchr("dwsDWS", e)) { cls_escape(n->cls, e); continue; } lo = e == 'n' ? '\n' : e == 't' ? '\t' : (unsigned char)e; }
            int hi = lo;
            if (*pp == '-' && pp[1] && pp[1] != ']') { pp++; hi = (unsigned char)*pp++; }
            for (int ch = lo; ch <= hi; ch++) cls_set(n->cls, ch);
        }
        if (*pp != ']') perr = "missing ]"; else pp++;
        if (neg) for (int i = 0; i < 32; i++) n->cls[i] = (uint8_t)~n->cls[i];
        return n;
    }
    if (c == '\\') {
        pp++; char e = *pp++;
        if (e && strchr("dwsDWS", e)) { Node *n = mk(N_CLASS); cls_escape(n->cls, e); return n; }
        Node *n = mk(N_CHAR); n->ch = e == 'n' ? '\n' : e == 't' ? '\t' : (unsigned char)e; return n;
    }
    if (!c || c == '|' || c == ')' || c == '*' || c == '+' || c == '?') { perr = c == '*' || c == '+' || c == '?' ? "nothing to repeat" : NULL; return mk(N_EMPTY); }
    pp++; Node *n = mk(N_CHAR); n->ch = (unsigned char)c; return n;
}
static Node *p_repeat(void) {
    Node *a = p_atom();
    for (;;) {
        int mn, mx;
        if (*pp == '*') { mn = 0; mx = -1; pp++; }
        else if (*pp == '+') { mn = 1; mx = -1; pp++; }
        else if (*pp == '?') { mn = 0; mx = 1; pp++; }
        else if (*pp == '{' && pp[1] >= '0' && pp[1] <= '9') {
            pp++; mn = 0; while (*pp >= '0' && *pp <= '9') mn = mn * 10 + (*pp++ - '0');
            mx = mn; if (*pp == ',') { pp++; if (*pp == '}') mx = -1; else { mx = 0; while (*pp >= '0' && *pp <= '9') mx = mx * 10 + (*pp++ - '0'); } }
            if (*pp != '}') { perr = "bad {}"; return a; } pp++;
            if (mx >= 0 && mx < mn) { perr = "bad range"; return a; }
        } else return a;
        Node *r = mk(N_REPEAT); r->a = a; r->min = mn; r->max = mx; a = r;
    }
}
static Node *p_cat(void) {
    Node *left = NULL;
    while (*pp && *pp != '|' && *pp != ')') {
        Node *r = p_repeat(); if (perr) { free_node(left); return r; }
        if (!left) left = r; else { Node *c = mk(N_CAT); c->a = left; c->b = r; left = c; }
    }
    return left ? left : mk(N_EMPTY);
}
static Node *p_alt(void) {
    Node *left = p_cat();
    while (*pp == '|' && !perr) { pp++; Node *r = p_cat(); Node *a = mk(N_ALT); a->a = left; a->b = r; left = a; }
    return left;
}
static Node *compile(const char *re, const char **err) {
    pp = re; perr = NULL; Node *n = p_alt();
    if (!perr && *pp) perr = "unbalanced )";
    *err = perr; if (perr) { free_node(n); return NULL; }
    return n;
}

/* ---------- backtracking matcher (continuation passing, leftmost-first) ---------- */
typedef struct Cont { int kind; const Node *n; int count; const char *start; const struct Cont *next; } Cont;
static const char *text_start; static long steps;
static int bt(const Node *n, const char *s, const Cont *k, const char **end);
static int rep(const Node *n, const char *s, int count, const Cont *k, const char **end);
static int run_cont(const Cont *k, const char *s, const char **end) {
    if (!k) { *end = s; return 1; }
    if (k->kind == 0) return bt(k->n, s, k->next, end);
    if (s == k->start && k->count > k->n->min) return 0;  /* empty iteration beyond min: stop looping */
    return rep(k->n, s, k->count, k->next, end);
}
static int rep(const Node *n, const char *s, int count, const Cont *k, const char **end) {
    if (n->max < 0 || count < n->max) { Cont c = { 1, n, count + 1, s, k }; if (bt(n->a, s, &c, end)) return 1; }
    return count >= n->min && run_cont(k, s, end);
}
static int bt(const Node *n, const char *s, const Cont *k, const char **end) {
    if (++steps > 20000000) return 0;
    switch (n->t) {
    case N_EMPTY: return run_cont(k, s, end);
    case N_CHAR: return *s && (unsigned char)*s == n->ch && run_cont(k, s + 1, end);
    case N_ANY: return *s && *s != '\n' && run_cont(k, s + 1, end);
    case N_CLASS: return *s && cls_has(n->cls, (unsigned char)*s) && run_cont(k, s + 1, end);
    case N_BOL: return s == text_start && run_cont(k, s, end);
    case N_EOL: return *s == 0 && run_cont(k, s, end);
    case N_CAT: { Cont c = { 0, n->b, 0, NULL, k }; return bt(n->a, s, &c, end); }
    case N_ALT: return bt(n->a, s, k, end) || bt(n->b, s, k, end);
    case N_REPEAT: return rep(n, s, 0, k, end);
    }
    return 0;
}
static int bt_search(const Node *re, const char *text, int *mstart, int *mend) {
    text_start = text;
    for (const char *s = text;; s++) { const char *e; if (bt(re, s, NULL, &e)) { *mstart = (int)(s - text); *mend = (int)(e - text); return 1; } if (!*s) break; }
    return 0;
}

/* ---------- Thompson NFA ---------- */
enum { S_CHAR, S_ANY, S_CLASS, S_SPLIT, S_BOL, S_EOL, S_MATCH, S_JMP };
typedef struct { int op, ch, out, out1; const uint8_t *cls; } State;
static State st[8192]; static int nst;
typedef struct { int start; int *holes[64]; int nholes; } Frag;  /* holes: pointers to unset out fields */
static int new_state(int op) { st[nst].op = op; st[nst].out = st[nst].out1 = -1; st[nst].cls = NULL; st[nst].ch = 0; return nst++; }
static void patch(Frag *f, int target) { for (int i = 0; i < f->nholes; i++) *f->holes[i] = target; f->nholes = 0; }
static void add_hole(Frag *f, int *h) { f->holes[f->nholes++] = h; }
static void merge_holes(Frag *dst, const Frag *src) { for (int i = 0; i < src->nholes; i++) dst->holes[dst->nholes++] = src->holes[i]; }
static Frag build(const Node *n);
static Frag build_empty(void) { Frag f; f.start = new_state(S_JMP); f.nholes = 0; add_hole(&f, &st[f.start].out); return f; }
static Frag cat(Frag a, Frag b) { patch(&a, b.start); a.nholes = 0; merge_holes(&a, &b); return a; }
static Frag build(const Node *n) {
    Frag f; f.nholes = 0;
    switch (n->t) {
    case N_EMPTY: return build_empty();
    case N_CHAR: f.start = new_state(S_CHAR); st[f.start].ch = n->ch; add_hole(&f, &st[f.start].out); return f;
    case N_ANY: f.start = new_state(S_ANY); add_hole(&f, &st[f.start].out); return f;
    case N_CLASS: f.start = new_state(S_CLASS); st[f.start].cls = n->cls; add_hole(&f, &st[f.start].out); return f;
    case N_BOL: f.start = new_state(S_BOL); add_hole(&f, &st[f.start].out); return f;
    case N_EOL: f.start = new_state(S_EOL); add_hole(&f, &st[f.start].out); return f;
    case N_CAT: return cat(build(n->a), build(n->b));
    case N_ALT: { Frag a = build(n->a), b = build(n->b); f.start = new_state(S_SPLIT); st[f.start].out = a.start; st[f.start].out1 = b.start; merge_holes(&f, &a); merge_holes(&f, &b); return f; }
    case N_REPEAT: {
        Frag acc = build_empty();
        for (int i = 0; i < n->min; i++) acc = cat(acc, build(n->a));
        if (n->max < 0) {
            Frag a = build(n->a); int sp = new_state(S_SPLIT); st[sp].out = a.start; patch(&a, sp);
            Frag loop; loop.start = sp; loop.nholes = 0; add_hole(&loop, &st[sp].out1);
            return cat(acc, loop);
        }
        for (int i = n->min; i < n->max; i++) {
            Frag a = build(n->a); int sp = new_state(S_SPLIT); st[sp].out = a.start;
            Frag opt; opt.start = sp; opt.nholes = 0; merge_holes(&opt, &a); add_hole(&opt, &st[sp].out1);
            acc = cat(acc, opt);
        }
        return acc;
    }
    }
    return build_empty();
}
static int nfa_start;
static void nfa_compile(const Node *re) { nst = 0; Frag f = build(re); int m = new_state(S_MATCH); patch(&f, m); nfa_start = f.start; }
static int mark[8192], gen_id;
static void addstate(int *list, int *n, int s, int pos, int len) {
    if (s < 0 || mark[s] == gen_id) return;
    mark[s] = gen_id;
    switch (st[s].op) {
    case S_JMP: addstate(list, n, st[s].out, pos, len); return;
    case S_SPLIT: addstate(list, n, st[s].out, pos, len); addstate(list, n, st[s].out1, pos, len); return;
    case S_BOL: if (pos == 0) addstate(list, n, st[s].out, pos, len); return;
    case S_EOL: if (pos == len) addstate(list, n, st[s].out, pos, len); return;
    default: list[(*n)++] = s;
    }
}
static int nfa_longest_from(const char *text, int len, int start) {
    static int l1[8192], l2[8192]; int *cur = l1, *nxt = l2, nc = 0, nn, best = -1;
    gen_id++; addstate(cur, &nc, nfa_start, start, len);
    for (int pos = start;; pos++) {
        for (int i = 0; i < nc; i++) if (st[cur[i]].op == S_MATCH) best = pos;
        if (pos == len || nc == 0) break;
        unsigned char c = (unsigned char)text[pos]; nn = 0; gen_id++;
        for (int i = 0; i < nc; i++) { const State *q = &st[cur[i]];
            if ((q->op == S_CHAR && q->ch == c) || (q->op == S_ANY && c != '\n') || (q->op == S_CLASS && cls_has(q->cls, c))) addstate(nxt, &nn, q->out, pos + 1, len); }
        int *t = cur; cur = nxt; nxt = t; nc = nn;
    }
    return best;
}
static int nfa_search(const char *text, int *mstart, int *mend) {
    int len = (int)strlen(text);
    for (int s = 0; s <= len; s++) { int e = nfa_longest_from(text, len, s); if (e >= 0) { *mstart = s; *mend = e; return 1; } }
    return 0;
}

int main(void) {
    const char *pats[] = { "abc", "a*b", "a+b+", "colou?r", "^ab", "cd$", "^$", "a|b|c", "(ab|cd)*e", "[a-c]+x", "[^0-9 ]+", "\\d{3}-\\d{4}", "\\w+@\\w+\\.com",
                           "(a*)*b", "(x+x+)+y", ".*z", "h.llo", "a{2,3}", "a{2,}b", "(a|ab)(c|bcd)(d*)", "\\s+", "[]a]+", "(|a)+b", "((a)|b)+c", "x{0}y", "[\\d\\s]+" };
    const char *texts[] = { "abc", "xxabcxx", "aaab", "b", "color colour", "abab", "abcd", "", "cdcdabe", "zzabcx", "12 ab34", "call 555-1234 now", "me@host.com!",
                            "aaaaaaaaaaaaaaaaaaac", "xxxxxxxxxxxxxxxy", "hello", "hallo hxllo", "aaaa", "ab", "abcd", " \t x", "]a]b", "aab", "abbac", "y", "1 2 3x" };
    int np = (int)(sizeof pats / sizeof pats[0]), ntx = (int)(sizeof texts / sizeof texts[0]);
    int agree = 0, total = 0, matches = 0, order_ok = 1; long total_steps = 0;
    for (int i = 0; i < np; i++) {
        const char *err; Node *re = compile(pats[i], &err);
        if (!re) { printf("pattern %-22s error: %s\n", pats[i], err); continue; }
        nfa_compile(re);
        printf("pattern %-22s nfa states=%d:", pats[i], nst);
        for (int j = 0; j < ntx; j++) {
            int bs = -1, be = -1, ns = -1, ne = -1; steps = 0;
            int b = bt_search(re, texts[j], &bs, &be), n = nfa_search(texts[j], &ns, &ne);
            total_steps += steps; total++;
            if (b == n && (!b || (bs == ns && be <= ne))) agree++; else printf(" [MISMATCH text=%d bt=%d(%d,%d) nfa=%d(%d,%d)]", j, b, bs, be, n, ns, ne);
            if (b) { matches++; if ((i + j) % 5 == 0) printf(" %d:(%d,%d/%d)", j, bs, be, ne); }
            if (b && be > ne) order_ok = 0;
        }
        printf("\n");
        free_node(re);
    }
    const char *badpats[] = { "(ab", "ab)", "*a", "a{3,2}", "[abc", "a{2" };
    for (int i = 0; i < 6; i++) { const char *err; Node *re = compile(badpats[i], &err); printf("bad pattern %-8s -> %s\n", badpats[i], re ? "accepted" : err); free_node(re); }
    printf("agree %d/%d matches=%d order_ok=%d steps>0=%d\n", agree, total, matches, order_ok, total_steps > 0);
    return agree == total ? 0 : 1;
}
