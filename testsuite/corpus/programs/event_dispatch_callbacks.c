/* Event dispatch with callbacks: handler registration tables keyed by event type,
   closures emulated with (fn, void *ctx) pairs, handler removal during dispatch,
   and a priority-ordered observer list. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { int type; long payload; } Event;
typedef int (*Handler)(const Event *, void *ctx);
typedef struct { Handler fn; void *ctx; int prio; int active; } Slot;
typedef struct { Slot slots[8][16]; int n[8]; } Bus;
static void subscribe(Bus *b, int type, Handler fn, void *ctx, int prio) {
    Slot *s = b->slots[type]; int n = b->n[type]++, i = n;
    while (i > 0 && s[i - 1].prio < prio) { s[i] = s[i - 1]; i--; }
    s[i] = (Slot){ fn, ctx, prio, 1 };
}
static int dispatch(Bus *b, const Event *e) { int handled = 0; for (int i = 0; i < b->n[e->type]; i++) { Slot *s = &b->slots[e->type][i]; if (!s->active) continue; int r = s->fn(e, s->ctx); handled++; if (r < 0) s->active = 0; if (r > 0) break; } return handled; }
typedef struct { long sum; int count; } Acc;
static int h_accumulate(const Event *e, void *ctx) { Acc *a = ctx; a->sum += e->payload; a->count++; return 0; }
static int h_filter_big(const Event *e, void *ctx) { (void)ctx; return e->payload > 1000 ? 1 : 0; }
static int h_once(const Event *e, void *ctx) { printf("  once: type=%d payload=%ld tag=%s\n", e->type, e->payload, (const char *)ctx); return -1; }
static int h_log(const Event *e, void *ctx) { int *n = ctx; if (++*n <= 5) printf("  log #%d type=%d payload=%ld\n", *n, e->type, e->payload); return 0; }
static int h_max(const Event *e, void *ctx) { long *m = ctx; if (e->payload > *m) *m = e->payload; return 0; }

int main(void) {
    static Bus bus; Acc acc[3] = { { 0, 0 } }; int logged = 0; long mx = -1;
    subscribe(&bus, 0, h_accumulate, &acc[0], 1); subscribe(&bus, 0, h_filter_big, NULL, 10); subscribe(&bus, 0, h_log, &logged, 5);
    subscribe(&bus, 1, h_once, "first", 3); subscribe(&bus, 1, h_accumulate, &acc[1], 2); subscribe(&bus, 1, h_max, &mx, 0);
    subscribe(&bus, 2, h_accumulate, &acc[2], 0); subscribe(&bus, 2, h_once, "second", 9); subscribe(&bus, 2, h_log, &logged, 1);
    int handled = 0; unsigned s = 17;
    for (int i = 0; i < 500; i++) { s = s * 1103515245u + 12345u; Event e = { (int)(s >> 16) % 3, (long)((s >> 4) % 2000) }; handled += dispatch(&bus, &e); }
    for (int t = 0; t < 3; t++) printf("acc[%d] sum=%ld count=%d\n", t, acc[t].sum, acc[t].count);
    printf("handled=%d logged=%d max=%ld\n", handled, logged, mx);
    return handled & 0xff;
}
