/* Compound literals and designated initializers: nested, arrays with index designators,
   ranges (GNU), unions, overriding, static-storage compound literals. */
#include <stdio.h>
#include <string.h>

struct point { int x, y; };
struct rect { struct point tl, br; const char *name; int tags[4]; };
union val { int i; float f; char s[8]; };
enum color { RED, GREEN, BLUE, NCOLORS };
static const char *color_names[NCOLORS] = { [BLUE] = "blue", [RED] = "red", [GREEN] = "green" };
static int sparse[20] = { [3] = 3, [7] = 7, [19] = 19, [10 ... 12] = 1 };
static struct point *gp = &(struct point){ 5, 6 };
static struct rect rects[] = { [1] = { .name = "second", .br = { .y = 9 } }, [0] = { { 1, 2 }, { 3, 4 }, "first", { [2] = 5 } } };

__attribute__((noinline)) static int area(struct rect r) { return (r.br.x - r.tl.x) * (r.br.y - r.tl.y); }
__attribute__((noinline)) static int sum(const int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }

int main(void) {
    for (int c = 0; c < NCOLORS; c++) printf("%d=%s ", c, color_names[c]); printf("\n");
    printf("sparse:"); for (int i = 0; i < 20; i++) printf(" %d", sparse[i]); printf("\n");
    printf("gp=%d,%d\n", gp->x, gp->y); gp->x = 50; printf("gp.x=%d\n", gp->x);
    printf("rects: %s %d %d %d | %s %d %d\n", rects[0].name, rects[0].tags[2], rects[0].br.y, area(rects[0]), rects[1].name, rects[1].br.y, area(rects[1]));
    int a = area((struct rect){ .tl = { 0, 0 }, .br = { .x = 7, .y = 3 } });
    int s = sum((int[]){ 1, 2, 3, [9] = 10 }, 10);
    printf("area=%d sum=%d\n", a, s);
    union val u = { .f = 1.0f }; printf("u.i=%08x\n", (unsigned)u.i);
    union val u2 = { .s = "abc" }; printf("u2=%s\n", u2.s);
    struct point pts[] = { [2].y = 4, [0] = { 1 }, [2].x = 3 };
    printf("pts n=%zu: %d %d %d %d %d %d\n", sizeof pts / sizeof pts[0], pts[0].x, pts[0].y, pts[1].x, pts[1].y, pts[2].x, pts[2].y);
    struct point *p = (struct point[]){ { 1, 1 }, { 2, 2 } }; p[1].y += 10; printf("p1=%d,%d\n", p[1].x, p[1].y);
    int total = 0;
    for (int i = 0; i < 5; i++) { struct point *q = &(struct point){ i, i * i }; total += q->x + q->y; }
    char str[10] = { [0] = 'h', [1] = 'i', [5] = '!' }; printf("strlen=%zu\n", strlen(str));
    int m[3][3] = { [0][0] = 1, [1][1] = 1, [2] = { [2] = 1 } }; printf("m diag=%d %d %d off=%d\n", m[0][0], m[1][1], m[2][2], m[0][2]);
    printf("total=%d\n", total);
    return a + s + total;
}
