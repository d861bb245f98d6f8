/* Pointer/integer conversions: uintptr_t round trips, alignment arithmetic
   ((p + 15) & ~15), tagging pointers in their low bits, ptrdiff_t between elements of
   arrays of different element sizes, pointer comparisons within one array, pointer
   arithmetic with negative indexes, and intptr_t offsets applied to char pointers. */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>

struct node { int value; struct node *next; };
static uintptr_t tag(struct node *p, unsigned t) { return (uintptr_t)p | (t & 3); }
static struct node *untag(uintptr_t v) { return (struct node *)(v & ~(uintptr_t)3); }
static unsigned tag_of(uintptr_t v) { return (unsigned)(v & 3); }
__attribute__((noinline)) static void *align_up(void *p, uintptr_t a) { return (void *)(((uintptr_t)p + a - 1) & ~(a - 1)); }

int main(void) {
    struct node nodes[4] = {{10, 0}, {20, 0}, {30, 0}, {40, 0}};
    uintptr_t tagged[4];
    for (int i = 0; i < 4; i++) tagged[i] = tag(&nodes[i], (unsigned)i);
    int sum = 0; unsigned tags = 0;
    for (int i = 0; i < 4; i++) { sum += untag(tagged[i])->value; tags = tags * 4 + tag_of(tagged[i]); }
    printf("tagged sum=%d tags=%u aligned=%d\n", sum, tags, _Alignof(struct node) >= 4);
    char buf[100];
    char *p = buf + 3;
    char *a16 = align_up(p, 16);
    printf("align_up: offset ok=%d within=%d\n", (uintptr_t)a16 % 16 == 0, a16 - p < 16 && a16 >= p);
    double d[10]; short sh[10];
    printf("ptrdiff: %td %td %td\n", &d[9] - &d[2], &sh[1] - &sh[7], (char *)&d[5] - (char *)&d[0]);
    int arr[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    int *mid = arr + 5;
    printf("negative index: %d %d compare: %d %d\n", mid[-3], *(mid - 5), mid > arr, &arr[9] <= mid);
    intptr_t off = -16;
    char *q = buf + 50;
    char *r = q + off;
    printf("intptr offset: %td\n", r - buf);
    uintptr_t u = (uintptr_t)arr;
    int *back = (int *)u;
    printf("roundtrip same=%d value=%d\n", back == arr, back[4]);
    void *vp = &nodes[2];
    struct node *np = vp;
    printf("void* roundtrip value=%d null=%d\n", np->value, (void *)0 == NULL);
    return sum & 0x7f;
}
