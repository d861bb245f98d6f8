/* A discrete-event simulation of a bank with 3 tellers: customers arrive at
   pseudo-random intervals, events (arrival, departure) are kept in a binary heap
   ordered by (time, sequence number), statistics of waiting times are collected in
   integer time units, and the event log's checksum is printed. */
#include <stdio.h>
#include <stdint.h>

enum { ARRIVE, DEPART };
struct ev { long t; long seq; int kind; int who; };
static struct ev heap[4096]; static int hn; static long seqno;
static int less(const struct ev *a, const struct ev *b) { return a->t != b->t ? a->t < b->t : a->seq < b->seq; }
static void push(long t, int kind, int who) {
    struct ev e = {t, seqno++, kind, who};
    int i = hn++;
    heap[i] = e;
    while (i && less(&heap[i], &heap[(i - 1) / 2])) { struct ev tmp = heap[i]; heap[i] = heap[(i - 1) / 2]; heap[(i - 1) / 2] = tmp; i = (i - 1) / 2; }
}
static struct ev pop(void) {
    struct ev top = heap[0];
    heap[0] = heap[--hn];
    for (int i = 0;;) { int l = 2 * i + 1, r = l + 1, m = i; if (l < hn && less(&heap[l], &heap[m])) m = l; if (r < hn && less(&heap[r], &heap[m])) m = r; if (m == i) break; struct ev tmp = heap[i]; heap[i] = heap[m]; heap[m] = tmp; i = m; }
    return top;
}
static uint32_t rs = 12345;
static long rnd(long lo, long hi) { rs = rs * 1103515245u + 12345u; return lo + (long)((rs >> 8) % (uint32_t)(hi - lo + 1)); }

int main(void) {
    enum { CUSTOMERS = 2000, TELLERS = 3 };
    long arrive_t[CUSTOMERS], queue[CUSTOMERS]; int qh = 0, qt = 0, busy = 0, served = 0, maxq = 0;
    long total_wait = 0, max_wait = 0, t = 0; uint64_t log_hash = 0;
    for (int i = 0; i < CUSTOMERS; i++) { t += rnd(1, 9); push(t, ARRIVE, i); }
    while (hn) {
        struct ev e = pop();
        log_hash = log_hash * 1000003 + (uint64_t)(e.t * 4 + e.kind);
        if (e.kind == ARRIVE) {
            arrive_t[e.who] = e.t;
            if (busy < TELLERS) { busy++; push(e.t + rnd(5, 20), DEPART, e.who); }
            else { queue[qt++] = e.who; if (qt - qh > maxq) maxq = qt - qh; }
        } else {
            served++;
            if (qh < qt) { int c = (int)queue[qh++]; long w = e.t - arrive_t[c]; total_wait += w; if (w > max_wait) max_wait = w; push(e.t + rnd(5, 20), DEPART, c); }
            else busy--;
        }
    }
    printf("served=%d avg_wait*100=%ld max_wait=%ld max_queue=%d events=%ld hash=%016llx\n", served, total_wait * 100 / CUSTOMERS, max_wait, maxq, seqno, (unsigned long long)log_hash);
    return maxq & 0x7f;
}
