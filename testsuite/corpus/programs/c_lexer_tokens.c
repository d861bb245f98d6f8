/* A lexer for a C-like language over an embedded source text: identifiers and
   keywords (keyword lookup by binary search), decimal/hex/octal integers and floating
   literals, string and character literals with escapes, one- two- and three-character
   operators (longest match), line and block comments, and line/column tracking;
   prints token statistics and the first tokens. */
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <stdlib.h>

static const char *src =
    "/* demo */ int main(int argc, char **argv) {\n"
    "  unsigned long x = 0x1fUL + 017 + 42; // comment\n"
    "  double d = 3.25e-3 + .5 + 1.;\n"
    "  char c = '\\n', *s = \"a \\\"quoted\\\" string\\t\";\n"
    "  x <<= 2; x >>= 1; x ^= ~x; if (x >= 10 && x != 3 || !d) return x-- - --x;\n"
    "  for (int i = 0; i < 10; ++i) { s += i; x = x ? x : -1; }\n"
    "  while (argc --> 0) ; struct p { int a; } q; q.a = 1; (&q)->a++; ...\n"
    "  return sizeof(x) % 4;\n}\n";
static const char *kw[] = {"char", "double", "for", "if", "int", "long", "return", "sizeof", "struct", "unsigned", "while"};
static const char *ops3[] = {"<<=", ">>=", "..."};
static const char *ops2[] = {"<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "++", "--", "->", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^="};
enum { T_KW, T_ID, T_INT, T_FLT, T_STR, T_CHR, T_OP, NKINDS };

static int is_kw(const char *s, int n) {
    int lo = 0, hi = (int)(sizeof kw / sizeof kw[0]) - 1;
    while (lo <= hi) { int mid = (lo + hi) / 2; int c = strncmp(kw[mid], s, (size_t)n); if (c == 0 && kw[mid][n] == 0) return 1; if (c < 0 || (c == 0 && kw[mid][n] == 0)) lo = mid + 1; else hi = mid - 1; }
    return 0;
}

int main(void) {
    int counts[NKINDS] = {0}, line = 1, col = 1, shown = 0;
    const char *names[NKINDS] = {"kw", "id", "int", "flt", "str", "chr", "op"};
    const char *p = src;
    while (*p) {
        if (*p == '\n') { line++; col = 1; p++; continue; }
        if (isspace((unsigned char)*p)) { p++; col++; continue; }
        if (p[0] == '/' && p[1] == '/') { while (*p && *p != '\n') p++; continue; }
        if (p[0] == '/' && p[1] == '*') { p += 2; while (*p && !(p[0] == '*' && p[1] == '/')) { if (*p == '\n') { line++; col = 1; } p++; } p += 2; continue; }
        const char *start = p; int kind;
        if (isalpha((unsigned char)*p) || *p == '_') { while (isalnum((unsigned char)*p) || *p == '_') p++; kind = is_kw(start, (int)(p - start)) ? T_KW : T_ID; }
        else if (isdigit((unsigned char)*p) || (*p == '.' && isdigit((unsigned char)p[1]))) {
            char *e1, *e2;
            strtoul(start, &e1, 0); strtod(start, &e2);
            if (e2 > e1) { p = e2; kind = T_FLT; } else { p = e1; kind = T_INT; }
            while (*p == 'u' || *p == 'U' || *p == 'l' || *p == 'L') p++;
        } else if (*p == '"' || *p == '\'') { char q = *p++; while (*p && *p != q) { if (*p == '\\') p++; p++; } p++; kind = q == '"' ? T_STR : T_CHR; }
        else {
            int len = 1;
            for (int i = 0; i < 3; i++) if (!strncmp(p, ops3[i], 3)) len = 3;
            if (len == 1) for (size_t i = 0; i < sizeof ops2 / sizeof ops2[0]; i++) if (!strncmp(p, ops2[i], 2)) len = 2;
            p += len; kind = T_OP;
        }
        counts[kind]++;
        if (shown < 24) { printf("%d:%d %s '%.*s'\n", line, col, names[kind], (int)(p - start), start); shown++; }
        col += (int)(p - start);
    }
    int total = 0;
    for (int k = 0; k < NKINDS; k++) { printf("%s=%d ", names[k], counts[k]); total += counts[k]; }
    printf("total=%d lines=%d\n", total, line);
    return total & 0x7f;
}
