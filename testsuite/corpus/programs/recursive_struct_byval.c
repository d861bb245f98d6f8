/* Recursion that passes and returns structs by value at every level: a 48-byte state
   struct copied into each frame (memory class), a 16-byte pair returned in registers
   from a recursive combine, and a small struct accumulated through tail-position
   recursion; the copies in callers must be unaffected by callee modifications. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>

typedef struct { long depth, sum, prod_mod; double avg; long pad[2]; } state;
typedef struct { long lo, hi; } range;
typedef struct { int count; float weight; } acc;

__attribute__((noinline)) static state walk(state s, int n) {
    if (n == 0) return s;
    state mine = s;
    s.depth++; s.sum += n; s.prod_mod = s.prod_mod * (n + 1) % 1000003; s.avg = (double)s.sum / (double)s.depth;
    state r = walk(s, n - 1);
    if (mine.depth != s.depth - 1) r.pad[0] = -1;   /* the caller's copy must be intact */
    r.pad[1] += mine.depth;
    return r;
}
__attribute__((noinline)) static range combine(const long *a, int lo, int hi) {
    if (hi - lo == 1) { range r = {a[lo], a[lo]}; return r; }
    int mid = (lo + hi) / 2;
    range l = combine(a, lo, mid), r = combine(a, mid, hi);
    range out = {l.lo < r.lo ? l.lo : r.lo, l.hi > r.hi ? l.hi : r.hi};
    return out;
}
__attribute__((noinline)) static acc accumulate(acc a, int n) { if (n == 0) return a; a.count++; a.weight += 0.5f * (float)(n % 3); return accumulate(a, n - 1); }

int main(void) {
    state s = {0, 0, 1, 0, {0, 0}};
    state r = walk(s, 200);
    printf("walk depth=%ld sum=%ld prod_mod=%ld avg=%g pad=%ld,%ld original depth=%ld\n", r.depth, r.sum, r.prod_mod, r.avg, r.pad[0], r.pad[1], s.depth);
    long arr[1000];
    for (int i = 0; i < 1000; i++) arr[i] = (long)((i * 7919L) % 10007) - 5000;
    range g = combine(arr, 0, 1000);
    printf("range %ld..%ld\n", g.lo, g.hi);
    acc a = accumulate((acc){0, 0.0f}, 3000);
    printf("acc count=%d weight=%g\n", a.count, (double)a.weight);
    return (int)(r.prod_mod & 0x7f);
}
