/* Arrays of structs: indexing with strides of odd sizes, sorting by fields, struct copies
   inside loops, 2D arrays of structs and pointer arithmetic across them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { short x; char tag; } Odd3;             /* size 4 with padding */
typedef struct { char a[5]; } Odd5;                      /* size 5 */
typedef struct { int id; float w; char label[7]; } Item; /* size 20 */
typedef struct { double pos[3]; int flags; } Particle;

static int cmp_item(const void *a, const void *b) {
    const Item *x = a, *y = b;
    if (x->w < y->w) return -1; if (x->w > y->w) return 1; return x->id - y->id;
}

int main(void) {
    Odd5 o5[33]; for (int i = 0; i < 33; i++) for (int j = 0; j < 5; j++) o5[i].a[j] = (char)(i + j);
    int s5 = 0; for (Odd5 *p = o5; p < o5 + 33; p++) s5 += p->a[4] - p->a[0]; printf("odd5 size=%zu s=%d diff=%td\n", sizeof(Odd5), s5, &o5[32] - &o5[0]);
    Odd3 o3[17]; for (int i = 0; i < 17; i++) { o3[i].x = (short)(i * 1000); o3[i].tag = (char)('a' + i); }
    for (int i = 16; i > 0; i--) o3[i] = o3[i - 1]; printf("odd3 %d %c %d %c\n", o3[0].x, o3[0].tag, o3[16].x, o3[16].tag);
    Item items[12];
    for (int i = 0; i < 12; i++) { items[i].id = i; items[i].w = (float)((i * 7) % 5) + 0.5f * (i % 2); snprintf(items[i].label, sizeof items[i].label, "it%02d", i); }
    qsort(items, 12, sizeof(Item), cmp_item);
    for (int i = 0; i < 12; i++) printf("%s(%d,%.1f) ", items[i].label, items[i].id, (double)items[i].w); printf("\n");
    static Particle grid[8][8];
    for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) { grid[i][j].pos[0] = i; grid[i][j].pos[1] = j; grid[i][j].pos[2] = i * j * 0.5; grid[i][j].flags = (i ^ j) & 3; }
    for (int step = 0; step < 10; step++)
        for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) { Particle p = grid[i][j]; p.pos[2] += p.flags * 0.25; if (p.pos[2] > 10) p.pos[2] -= 10; grid[i][j] = p; }
    double tot = 0; Particle *flat = &grid[0][0]; for (int k = 0; k < 64; k++) tot += flat[k].pos[2] * (k % 3);
    printf("particles tot=%.3f\n", tot);
    Item *found = NULL; for (int i = 0; i < 12; i++) if (strcmp(items[i].label, "it07") == 0) found = &items[i];
    printf("found at index %td\n", found - items);
    return (int)tot % 256;
}
