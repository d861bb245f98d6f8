/* Building text incrementally: a growable string buffer with amortised doubling fed by
   vsnprintf (measure, grow, format), table formatting with aligned columns, escaping of
   special characters, joining and splitting, and a final checksum of the generated
   document. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>

struct sb { char *p; size_t len, cap; int grows; };
static void sb_printf(struct sb *s, const char *fmt, ...) {
    va_list ap; va_start(ap, fmt);
    va_list cp; va_copy(cp, ap);
    int need = vsnprintf(NULL, 0, fmt, cp);
    va_end(cp);
    if (s->len + (size_t)need + 1 > s->cap) { size_t nc = s->cap ? s->cap : 16; while (nc < s->len + (size_t)need + 1) nc *= 2; s->p = realloc(s->p, nc); s->cap = nc; s->grows++; }
    vsnprintf(s->p + s->len, s->cap - s->len, fmt, ap);
    s->len += (size_t)need;
    va_end(ap);
}
static void sb_escape(struct sb *s, const char *in) {
    for (; *in; in++) {
        switch (*in) { case '"': sb_printf(s, "\\\""); break; case '\\': sb_printf(s, "\\\\"); break; case '\n': sb_printf(s, "\\n"); break; case '\t': sb_printf(s, "\\t"); break;
        default: if ((unsigned char)*in < 32) sb_printf(s, "\\u%04x", *in); else sb_printf(s, "%c", *in); }
    }
}

int main(void) {
    struct sb s = {0, 0, 0, 0};
    const char *names[] = {"alpha", "beta", "gamma-delta", "e", "with \"quotes\"", "tab\there", "nl\nhere", "\x01ctrl"};
    sb_printf(&s, "%-16s|%8s|%10s\n", "name", "len", "hash");
    for (int i = 0; i < 8; i++) {
        unsigned h = 0; for (const char *p = names[i]; *p; p++) h = h * 131 + (unsigned char)*p;
        sb_printf(&s, "%-16.16s|%8zu|%#10x\n", names[i], strlen(names[i]), h);
    }
    sb_printf(&s, "[");
    for (int i = 0; i < 8; i++) { sb_printf(&s, "%s\"", i ? "," : ""); sb_escape(&s, names[i]); sb_printf(&s, "\""); }
    sb_printf(&s, "]\n");
    for (int i = 0; i < 200; i++) sb_printf(&s, "%d%c", i * i, i % 20 == 19 ? '\n' : ' ');
    fputs(s.p, stdout);
    int fields = 0;
    char *copy = malloc(s.len + 1); memcpy(copy, s.p, s.len + 1);
    for (char *tok = strtok(copy, " |\n"); tok; tok = strtok(NULL, " |\n")) fields++;
    unsigned h = 0; for (size_t i = 0; i < s.len; i++) h = h * 31 + (unsigned char)s.p[i];
    printf("len=%zu cap=%zu grows=%d fields=%d hash=%08x\n", s.len, s.cap, s.grows, fields, h);
    free(copy); free(s.p);
    return fields & 0x7f;
}
