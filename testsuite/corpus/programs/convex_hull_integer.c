/* Computational geometry with exact 64-bit integer arithmetic: Andrew's monotone chain
   convex hull (cross products of differences), hull area by the shoelace formula
   (doubled, exact), point-in-convex-polygon tests by binary search, segment
   intersection predicates with collinear cases, and the closest pair by brute force. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

typedef struct { int64_t x, y; } pt;
static int64_t cross(pt o, pt a, pt b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }
static int cmp_pt(const void *a, const void *b) { const pt *p = a, *q = b; if (p->x != q->x) return p->x < q->x ? -1 : 1; return (p->y > q->y) - (p->y < q->y); }
static int hull(pt *p, int n, pt *h) {
    qsort(p, (size_t)n, sizeof *p, cmp_pt);
    int k = 0;
    for (int i = 0; i < n; i++) { while (k >= 2 && cross(h[k - 2], h[k - 1], p[i]) <= 0) k--; h[k++] = p[i]; }
    for (int i = n - 2, t = k + 1; i >= 0; i--) { while (k >= t && cross(h[k - 2], h[k - 1], p[i]) <= 0) k--; h[k++] = p[i]; }
    return k - 1;
}
static int inside(const pt *h, int n, pt q) { /* strictly inside or on boundary, h counter-clockwise */
    if (cross(h[0], h[1], q) < 0 || cross(h[0], h[n - 1], q) > 0) return 0;
    int lo = 1, hi = n - 1;
    while (hi - lo > 1) { int mid = (lo + hi) / 2; if (cross(h[0], h[mid], q) >= 0) lo = mid; else hi = mid; }
    return cross(h[lo], h[hi], q) >= 0;
}
static int sgn(int64_t v) { return (v > 0) - (v < 0); }
static int on_seg(pt a, pt b, pt c) { return c.x >= (a.x < b.x ? a.x : b.x) && c.x <= (a.x > b.x ? a.x : b.x) && c.y >= (a.y < b.y ? a.y : b.y) && c.y <= (a.y > b.y ? a.y : b.y); }
static int intersect(pt a, pt b, pt c, pt d) {
    int d1 = sgn(cross(c, d, a)), d2 = sgn(cross(c, d, b)), d3 = sgn(cross(a, b, c)), d4 = sgn(cross(a, b, d));
    if (d1 * d2 < 0 && d3 * d4 < 0) return 1;
    return (!d1 && on_seg(c, d, a)) || (!d2 && on_seg(c, d, b)) || (!d3 && on_seg(a, b, c)) || (!d4 && on_seg(a, b, d));
}

int main(void) {
    enum { N = 2000 };
    static pt p[N], h[N + 1];
    unsigned x = 2718;
    for (int i = 0; i < N; i++) { x = x * 1103515245u + 12345u; p[i].x = (int64_t)((x >> 8) % 2000001) - 1000000; x = x * 1103515245u + 12345u; p[i].y = (int64_t)((x >> 8) % 2000001) - 1000000; }
    int k = hull(p, N, h);
    int64_t area2 = 0;
    for (int i = 0; i < k; i++) area2 += h[i].x * h[(i + 1) % k].y - h[(i + 1) % k].x * h[i].y;
    printf("hull vertices=%d doubled area=%lld first=(%lld,%lld)\n", k, (long long)area2, (long long)h[0].x, (long long)h[0].y);
    int in = 0;
    for (int i = 0; i < N; i++) in += inside(h, k, p[i]);
    pt far = {2000000, 0}, origin = {0, 0};
    printf("points inside or on hull=%d origin=%d far=%d\n", in, inside(h, k, origin), inside(h, k, far));
    pt s[][4] = {{{0, 0}, {4, 4}, {0, 4}, {4, 0}}, {{0, 0}, {2, 2}, {3, 3}, {5, 5}}, {{0, 0}, {3, 3}, {3, 3}, {5, 1}}, {{0, 0}, {4, 0}, {2, 0}, {6, 0}}, {{0, 0}, {1, 1}, {1, 0}, {2, 1}}};
    for (int i = 0; i < 5; i++) printf("intersect%d=%d ", i, intersect(s[i][0], s[i][1], s[i][2], s[i][3]));
    int64_t best = INT64_MAX;
    for (int i = 0; i < 600; i++) for (int j = i + 1; j < 600; j++) { int64_t dx = p[i].x - p[j].x, dy = p[i].y - p[j].y, d = dx * dx + dy * dy; if (d < best) best = d; }
    printf("\nclosest pair squared distance (first 600)=%lld\n", (long long)best);
    return k;
}
