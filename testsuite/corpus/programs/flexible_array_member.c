/* Flexible array members: malloc'd variable-size structs, static initialization (GNU),
   a growable string buffer and a packet parser. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <stddef.h>

typedef struct { size_t len, cap; char data[]; } Str;
typedef struct { uint16_t type; uint16_t n; int32_t vals[]; } Packet;
typedef struct { int count; double items[]; } DVec;

static Str *str_new(size_t cap) { Str *s = malloc(sizeof(Str) + cap); s->len = 0; s->cap = cap; s->data[0] = 0; return s; }
static Str *str_append(Str *s, const char *t) {
    size_t n = strlen(t);
    if (s->len + n + 1 > s->cap) { size_t nc = (s->len + n + 1) * 2; s = realloc(s, sizeof(Str) + nc); s->cap = nc; }
    memcpy(s->data + s->len, t, n + 1); s->len += n; return s;
}
static Packet *pk_make(uint16_t type, int n, int seed) {
    Packet *p = malloc(offsetof(Packet, vals) + (size_t)n * sizeof(int32_t)); p->type = type; p->n = (uint16_t)n;
    for (int i = 0; i < n; i++) p->vals[i] = seed * (i + 1) - i * i; return p;
}
static long pk_sum(const Packet *p) { long s = p->type; for (int i = 0; i < p->n; i++) s += p->vals[i]; return s; }

int main(void) {
    Str *s = str_new(4);
    for (int i = 0; i < 50; i++) { char buf[16]; snprintf(buf, sizeof buf, "%d,", i * i); s = str_append(s, buf); }
    printf("len=%zu cap=%zu head=%.40s tail=%s\n", s->len, s->cap, s->data, s->data + s->len - 12);
    free(s);
    long total = 0;
    for (int t = 0; t < 20; t++) { Packet *p = pk_make((uint16_t)t, t * 3 + 1, t - 5); total += pk_sum(p); free(p); }
    printf("packets total=%ld sizeof(Packet)=%zu\n", total, sizeof(Packet));
    DVec *v = malloc(sizeof(DVec) + 100 * sizeof(double)); v->count = 100;
    for (int i = 0; i < v->count; i++) v->items[i] = 1.0 / (i + 1);
    double h = 0; for (int i = 0; i < v->count; i++) h += v->items[i]; printf("harmonic100=%.12f\n", h);
    free(v);
    return (int)(total & 0xff);
}
