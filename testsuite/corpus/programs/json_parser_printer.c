/* Larger self-checking program: a JSON parser (objects, arrays, strings with escapes and
   \uXXXX incl. surrogate pairs -> UTF-8, numbers, literals) building a tree, a compact
   and a pretty printer, a deterministic random document generator, roundtrip checks
   (print(parse(print(doc))) == print(doc)), error reporting with byte offsets, and
   simple queries (path lookup, numeric aggregation). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>

typedef enum { J_NULL, J_FALSE, J_TRUE, J_NUM, J_STR, J_ARR, J_OBJ } JType;
typedef struct J {
    JType t;
    double num;
    char *str;             /* J_STR value */
    struct J **items;      /* J_ARR elements / J_OBJ values */
    char **keys;           /* J_OBJ keys */
    int n, cap;
} J;

/* ---------- string builder ---------- */
typedef struct { char *p; size_t n, cap; } SB;
static void sb_putc(SB *b, char c) { if (b->n + 2 > b->cap) { b->cap = b->cap ? b->cap * 2 : 64; b->p = realloc(b->p, b->cap); } b->p[b->n++] = c; b->p[b->n] = 0; }
static void sb_puts(SB *b, const char *s) { while (*s) sb_putc(b, *s++); }
static void sb_printf_num(SB *b, double d) {
    char tmp[64];
    if (d == floor(d) && fabs(d) < 1e15) snprintf(tmp, sizeof tmp, "%.0f", d);
    else snprintf(tmp, sizeof tmp, "%.17g", d);
    sb_puts(b, tmp);
}

/* ---------- tree ---------- */
static J *jnew(JType t) { J *j = calloc(1, sizeof *j); j->t = t; return j; }
static void jpush(J *a, char *key, J *v) {
    if (a->n == a->cap) { a->cap = a->cap ? a->cap * 2 : 4; a->items = realloc(a->items, (size_t)a->cap * sizeof(J *)); if (a->t == J_OBJ) a->keys = realloc(a->keys, (size_t)a->cap * sizeof(char *)); }
    if (a->t == J_OBJ) a->keys[a->n] = key;
    a->items[a->n++] = v;
}
static void jfree(J *j) {
    if (!j) return;
    for (int i = 0; i < j->n; i++) { jfree(j->items[i]); if (j->t == J_OBJ) free(j->keys[i]); }
    free(j->items); free(j->keys); free(j->str); free(j);
}

/* ---------- parser ---------- */
typedef struct { const char *s; size_t pos; const char *err; } P;
static void ws(P *p) { while (p->s[p->pos] == ' ' || p->s[p->pos] == '\n' || p->s[p->pos] == '\t' || p->s[p->pos] == '\r') p->pos++; }
static J *parse_value(P *p, int depth);
static int hexval(char c) { return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1; }
static int read_hex4(P *p, unsigned *out) { unsigned v = 0; for (int i = 0; i < 4; i++) { int h = hexval(p->s[p->pos + (size_t)i]); if (h < 0) return 0; v = v * 16 + (unsigned)h; } p->pos += 4; *out = v; return 1; }
static void put_utf8(SB *b, unsigned cp) {
    if (cp < 0x80) sb_putc(b, (char)cp);
    else if (cp < 0x800) { sb_putc(b, (char)(0xC0 | (cp >> 6))); sb_putc(b, (char)(0x80 | (cp & 63))); }
    else if (cp < 0x10000) { sb_putc(b, (char)(0xE0 | (cp >> 12))); sb_putc(b, (char)(0x80 | ((cp >> 6) & 63))); sb_putc(b, (char)(0x80 | (cp & 63))); }
    else { sb_putc(b, (char)(0xF0 | (cp >> 18))); sb_putc(b, (char)(0x80 | ((cp >> 12) & 63))); sb_putc(b, (char)(0x80 | ((cp >> 6) & 63))); sb_putc(b, (char)(0x80 | (cp & 63))); }
}
static char *parse_string(P *p) {
    if (p->s[p->pos] != '"') { p->err = "expected string"; return NULL; }
    p->pos++;
    SB b = { 0 }; sb_putc(&b, 0); b.n = 0;
    for (;;) {
        unsigned char c = (unsigned char)p->s[p->pos];
        if (c == 0) { p->err = "unterminated string"; free(b.p); return NULL; }
        if (c < 0x20) { p->err = "control character in string"; free(b.p); return NULL; }
        p->pos++;
        if (c == '"') break;
        if (c != '\\') { sb_putc(&b, (char)c); continue; }
        char e = p->s[p->pos++];
        switch (e) {
        case '"': sb_putc(&b, '"'); break; case '\\': sb_putc(&b, '\\'); break; case '/': sb_putc(&b, '/'); break;
        case 'b': sb_putc(&b, '\b'); break; case 'f': sb_putc(&b, '\f'); break; case 'n': sb_putc(&b, '\n'); break;
        case 'r': sb_putc(&b, '\r'); break; case 't': sb_putc(&b, '\t'); break;
        case 'u': {
            unsigned cp;
            if (!read_hex4(p, &cp)) { p->err = "bad \\u escape"; free(b.p); return NULL; }
            if (cp >= 0xD800 && cp <= 0xDBFF) {
                unsigned lo;
                if (p->s[p->pos] != '\\' || p->s[p->pos + 1] != 'u') { p->err = "lone high surrogate"; free(b.p); return NULL; }
                p->pos += 2;
                if (!read_hex4(p, &lo) || lo < 0xDC00 || lo > 0xDFFF) { p->err = "bad low surrogate"; free(b.p); return NULL; }
                cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
            } else if (cp >= 0xDC00 && cp <= 0xDFFF) { p->err = "lone low surrogate"; free(b.p); return NULL; }
            put_utf8(&b, cp);
            break;
        }
        default: p->err = "bad escape"; free(b.p); return NULL;
        }
    }
    return b.p;
}
static J *parse_number(P *p) {
    size_t start = p->pos; const char *s = p->s;
    if (s[p->pos] == '-') p->pos++;
    if (s[p->pos] == '0') p->pos++;
    else if (s[p->pos] >= '1' && s[p->pos] <= '9') while (s[p->pos] >= '0' && s[p->pos] <= '9') p->pos++;
    else { p->err = "bad number"; return NULL; }
    if (s[p->pos] == '.') { p->pos++; if (!(s[p->pos] >= '0' && s[p->pos] <= '9')) { p->err = "bad fraction"; return NULL; } while (s[p->pos] >= '0' && s[p->pos] <= '9') p->pos++; }
    if (s[p->pos] == 'e' || s[p->pos] == 'E') { p->pos++; if (s[p->pos] == '+' || s[p->pos] == '-') p->pos++; if (!(s[p->pos] >= '0' && s[p->pos] <= '9')) { p->err = "bad exponent"; return NULL; } while (s[p->pos] >= '0' && s[p->pos] <= '9') p->pos++; }
    char buf[64]; size_t len = p->pos - start; if (len >= sizeof buf) len = sizeof buf - 1;
    memcpy(buf, s + start, len); buf[len] = 0;
    J *j = jnew(J_NUM); j->num = strtod(buf, NULL); return j;
}
static J *parse_value(P *p, int depth) {
    if (depth > 200) { p->err = "nesting too deep"; return NULL; }
    ws(p);
    char c = p->s[p->pos];
    if (c == '{') {
        p->pos++; J *o = jnew(J_OBJ); ws(p);
        if (p->s[p->pos] == '}') { p->pos++; return o; }
        for (;;) {
            ws(p); char *k = parse_string(p); if (!k) { jfree(o); return NULL; }
            ws(p); if (p->s[p->pos] != ':') { p->err = "expected ':'"; free(k); jfree(o); return NULL; }
            p->pos++;
            J *v = parse_value(p, depth + 1); if (!v) { free(k); jfree(o); return NULL; }
            jpush(o, k, v); ws(p);
            if (p->s[p->pos] == ',') { p->pos++; continue; }
            if (p->s[p->pos] == '}') { p->pos++; return o; }
            p->err = "expected ',' or '}'"; jfree(o); return NULL;
        }
    }
    if (c == '[') {
        p->pos++; J *a = jnew(J_ARR); ws(p);
        if (p->s[p->pos] == ']') { p->pos++; return a; }
        for (;;) {
            J *v = parse_value(p, depth + 1); if (!v) { jfree(a); return NULL; }
            jpush(a, NULL, v); ws(p);
            if (p->s[p->pos] == ',') { p->pos++; continue; }
            if (p->s[p->pos] == ']') { p->pos++; return a; }
            p->err = "expected ',' or ']'"; jfree(a); return NULL;
        }
    }
    if (c == '"') { char *s = parse_string(p); if (!s) return NULL; J *j = jnew(J_STR); j->str = s; return j; }
    if (c == '-' || (c >= '0' && c <= '9')) return parse_number(p);
    if (!strncmp(p->s + p->pos, "true", 4)) { p->pos += 4; return jnew(J_TRUE); }
    if (!strncmp(p->s + p->pos, "false", 5)) { p->pos += 5; return jnew(J_FALSE); }
    if (!strncmp(p->s + p->pos, "null", 4)) { p->pos += 4; return jnew(J_NULL); }
    p->err = c ? "unexpected character" : "unexpected end";
    return NULL;
}
static J *parse(const char *s, const char **err, size_t *errpos) {
    P p = { s, 0, NULL };
    J *j = parse_value(&p, 0);
    if (j) { ws(&p); if (p.s[p.pos]) { p.err = "trailing garbage"; jfree(j); j = NULL; } }
    *err = p.err; *errpos = p.pos;
    return j;
}

/* ---------- printers ---------- */
static void print_str(SB *b, const char *s) {
    sb_putc(b, '"');
    for (const unsigned char *q = (const unsigned char *)s; *q; q++) {
        switch (*q) {
        case '"': sb_puts(b, "\\\""); break; case '\\': sb_puts(b, "\\\\"); break; case '\n': sb_puts(b, "\\n"); break;
        case '\t': sb_puts(b, "\\t"); break; case '\r': sb_puts(b, "\\r"); break; case '\b': sb_puts(b, "\\b"); break; case '\f': sb_puts(b, "\\f"); break;
        default: if (*q < 0x20) { char t[8]; snprintf(t, sizeof t, "\\u%04x", *q); sb_puts(b, t); } else sb_putc(b, (char)*q);
        }
    }
    sb_putc(b, '"');
}
static void indent(SB *b, int n) { for (int i = 0; i < n; i++) sb_puts(b, "  "); }
static void print_j(SB *b, const J *j, int pretty, int lvl) {
    switch (j->t) {
    case J_NULL: sb_puts(b, "null"); break; case J_TRUE: sb_puts(b, "true"); break; case J_FALSE: sb_puts(b, "false"); break;
    case J_NUM: sb_printf_num(b, j->num); break;
    case J_STR: print_str(b, j->str); break;
    case J_ARR: case J_OBJ: {
        sb_putc(b, j->t == J_ARR ? '[' : '{');
        for (int i = 0; i < j->n; i++) {
            if (i) sb_putc(b, ',');
            if (pretty) { sb_putc(b, '\n'); indent(b, lvl + 1); }
            if (j->t == J_OBJ) { print_str(b, j->keys[i]); sb_putc(b, ':'); if (pretty) sb_putc(b, ' '); }
            print_j(b, j->items[i], pretty, lvl + 1);
        }
        if (pretty && j->n) { sb_putc(b, '\n'); indent(b, lvl); }
        sb_putc(b, j->t == J_ARR ? ']' : '}');
        break;
    }
    }
}
static char *to_string(const J *j, int pretty) { SB b = { 0 }; sb_putc(&b, 0); b.n = 0; print_j(&b, j, pretty, 0); return b.p; }

/* ---------- generator ---------- */
static uint32_t rs = 2024;
static uint32_t rnd(void) { rs ^= rs << 13; rs ^= rs >> 17; rs ^= rs << 5; return rs; }
static J *gen(int depth) {
    int kind = (int)(rnd() % (depth > 4 ? 5 : 7));
    J *j;
    switch (kind) {
    case 0: return jnew(J_NULL);
    case 1: return jnew(rnd() & 1 ? J_TRUE : J_FALSE);
    case 2: j = jnew(J_NUM); { int m = (int)(rnd() % 4); j->num = m == 0 ? (double)(int)(rnd() % 2000000) - 1000000 : m == 1 ? (rnd() % 100000) / 256.0 : m == 2 ? -1.5e-7 * (rnd() % 1000) : 6.02214076e23 * (rnd() % 10); } return j;
    case 3: case 4: {
        j = jnew(J_STR); SB b = { 0 }; sb_putc(&b, 0); b.n = 0; int len = (int)(rnd() % 12);
        static const char *pieces[] = { "a", "b", "xyz", " ", "\"", "\\", "\n", "\t", "\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80", "\x01", "/" };
        for (int i = 0; i < len; i++) sb_puts(&b, pieces[rnd() % 13]);
        j->str = b.p; return j;
    }
    case 5: { j = jnew(J_ARR); int n = (int)(rnd() % 6); for (int i = 0; i < n; i++) jpush(j, NULL, gen(depth + 1)); return j; }
    default: { j = jnew(J_OBJ); int n = (int)(rnd() % 6); for (int i = 0; i < n; i++) { char k[16]; snprintf(k, sizeof k, "k%u", rnd() % 100); jpush(j, strdup(k), gen(depth + 1)); } return j; }
    }
}

/* ---------- queries ---------- */
static const J *get_path(const J *j, const char *path) {
    char seg[32];
    while (*path && j) {
        int n = 0; while (*path && *path != '.' && n < 31) seg[n++] = *path++; seg[n] = 0; if (*path == '.') path++;
        if (j->t == J_OBJ) { const J *f = NULL; for (int i = 0; i < j->n; i++) if (!strcmp(j->keys[i], seg)) f = j->items[i]; j = f; }
        else if (j->t == J_ARR) { int idx = atoi(seg); j = (idx >= 0 && idx < j->n) ? j->items[idx] : NULL; }
        else j = NULL;
    }
    return j;
}
static void stats(const J *j, int *counts, double *numsum, int *maxdepth, int depth) {
    counts[j->t]++; if (depth > *maxdepth) *maxdepth = depth;
    if (j->t == J_NUM) *numsum += j->num;
    for (int i = 0; i < j->n; i++) stats(j->items[i], counts, numsum, maxdepth, depth + 1);
}

int main(void) {
    const char *doc =
        "{ \"name\": \"rllc\", \"version\": [0, 1, 2], \"nested\": {\"deep\": {\"value\": -12.5e1, \"list\": [true, false, null]}},\n"
        "  \"escapes\": \"tab\\tnewline\\nquote\\\"backslash\\\\ unicode \\u00e9 \\u20ac \\ud83d\\ude00 slash\\/\",\n"
        "  \"numbers\": [0, -0, 1e3, 1E-3, 123456789012, 3.14159265358979, -2.5e-300], \"empty_obj\": {}, \"empty_arr\": [] }";
    const char *err; size_t pos;
    J *j = parse(doc, &err, &pos);
    if (!j) { printf("parse failed: %s at %zu\n", err, pos); return 1; }
    char *compact = to_string(j, 0), *pretty = to_string(j, 1);
    printf("compact: %s\n", compact);
    printf("pretty:\n%s\n", pretty);
    const char *paths[] = { "name", "version.2", "nested.deep.value", "nested.deep.list.0", "numbers.5", "missing.x", "version.9" };
    for (int i = 0; i < 7; i++) { const J *v = get_path(j, paths[i]); char *s = v ? to_string(v, 0) : NULL; printf("path %-20s -> %s\n", paths[i], s ? s : "(none)"); free(s); }
    int counts[7] = { 0 }, maxd = 0; double ns = 0; stats(j, counts, &ns, &maxd, 0);
    printf("stats null=%d false=%d true=%d num=%d str=%d arr=%d obj=%d depth=%d numsum=%.6g\n", counts[0], counts[1], counts[2], counts[3], counts[4], counts[5], counts[6], maxd, ns);
    J *j2 = parse(compact, &err, &pos); char *again = to_string(j2, 0);
    printf("roundtrip equal: %d\n", strcmp(again, compact) == 0);
    free(again); jfree(j2); free(compact); free(pretty); jfree(j);

    const char *bad[] = { "", "{", "[1,2", "{\"a\" 1}", "[1,]", "\"abc", "tru", "01", "1.", "-", "[\"\\x\"]", "\"\\ud800\"", "{\"a\":1} x", "[\"a\nb\"]", "1e+" };
    for (int i = 0; i < 15; i++) { J *b = parse(bad[i], &err, &pos); printf("bad %2d: %s at %zu\n", i, b ? "ACCEPTED" : err, pos); jfree(b); }

    int ok = 0, total = 0; size_t bytes = 0; uint32_t h = 0;
    for (int t = 0; t < 300; t++) {
        J *g = gen(0); char *s1 = to_string(g, t % 2); J *r = parse(s1, &err, &pos);
        total++;
        if (r) { char *s2 = to_string(r, t % 2); if (!strcmp(s1, s2)) ok++; for (char *q = s2; *q; q++) h = h * 31 + (unsigned char)*q; free(s2); jfree(r); }
        bytes += strlen(s1); free(s1); jfree(g);
    }
    printf("random docs: %d/%d roundtrip ok, %zu bytes, hash %08x\n", ok, total, bytes, h);
    return ok == total ? 0 : 2;
}
