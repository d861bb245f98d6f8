/* Data structure ADTs: power-of-two ring buffer with wrap-around, a deque, a stack-based
   bracket matcher, and a binary-heap priority queue of structs (event simulation). */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef struct { uint32_t head, tail; int buf[64]; } Ring;
static int ring_push(Ring *r, int v) { if (r->head - r->tail == 64) return 0; r->buf[r->head++ & 63] = v; return 1; }
static int ring_pop(Ring *r, int *v) { if (r->head == r->tail) return 0; *v = r->buf[r->tail++ & 63]; return 1; }
typedef struct { double t; int id, kind; } Ev;
static Ev heap[256]; static int hn;
static void hpush(Ev e) { int i = hn++; while (i && heap[(i - 1) / 2].t > e.t) { heap[i] = heap[(i - 1) / 2]; i = (i - 1) / 2; } heap[i] = e; }
static Ev hpop(void) { Ev top = heap[0], last = heap[--hn]; int i = 0; for (;;) { int c = 2 * i + 1; if (c >= hn) break; if (c + 1 < hn && heap[c + 1].t < heap[c].t) c++; if (heap[c].t >= last.t) break; heap[i] = heap[c]; i = c; } heap[i] = last; return top; }
static int brackets_ok(const char *s) { char st[128]; int sp = 0; for (; *s; s++) { if (strchr("([{<", *s)) st[sp++] = *s; else if (strchr(")]}>", *s)) { if (!sp) return 0; char o = st[--sp]; if ((o == '(' && *s != ')') || (o == '[' && *s != ']') || (o == '{' && *s != '}') || (o == '<' && *s != '>')) return 0; } } return sp == 0; }

int main(void) {
    Ring r; r.head = r.tail = 0xfffffff0u; long sum = 0; int pushed = 0, v;
    for (int i = 0; i < 1000; i++) { if (ring_push(&r, i)) pushed++; if (i % 3 == 0) { if (ring_pop(&r, &v)) sum += v; } }
    while (ring_pop(&r, &v)) sum += v; printf("ring pushed=%d sum=%ld head=%u\n", pushed, sum, r.head);
    const char *bs[] = { "([]{<>})", "([)]", "((((", "", "{[()()]}<>", "]" }; for (int i = 0; i < 6; i++) printf("'%s'=%d ", bs[i], brackets_ok(bs[i])); printf("\n");
    uint32_t seed = 9; for (int i = 0; i < 10; i++) { seed = seed * 1664525u + 1013904223u; hpush((Ev){ (seed >> 8) % 1000 / 10.0, i, 0 }); }
    int processed = 0; double now = 0;
    while (hn && processed < 60) { Ev e = hpop(); now = e.t; processed++; if (processed <= 12) printf("t=%.1f id=%d kind=%d\n", e.t, e.id, e.kind); if (e.kind < 3) { seed = seed * 1664525u + 1013904223u; hpush((Ev){ now + (seed >> 8) % 100 / 10.0 + 0.1, e.id, e.kind + 1 }); } }
    printf("processed=%d final t=%.1f left=%d\n", processed, now, hn);
    return processed;
}
