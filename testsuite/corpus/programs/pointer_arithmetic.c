/* Pointer arithmetic: ptrdiff_t, negative indexing from interior pointers, pointer
   comparisons, intptr_t round trips, arrays of pointers to arrays, void* stepping, and
   pointer-to-pointer manipulation. */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>
#include <string.h>

struct S { int a; char b; double c; };
int main(void) {
    int arr[20]; for (int i = 0; i < 20; i++) arr[i] = i * i;
    int *mid = &arr[10]; printf("mid[-3]=%d mid[5]=%d *(mid-10)=%d diff=%td\n", mid[-3], mid[5], *(mid - 10), &arr[19] - mid);
    int *p = arr, *q = arr + 20; long s = 0; while (p < q) s += *p++; printf("sum=%ld p==q %d\n", s, p == q);
    char *c = (char *)arr; printf("bytes between=%td\n", (char *)&arr[5] - c);
    intptr_t ip = (intptr_t)mid; int *back = (int *)ip; printf("intptr roundtrip %d\n", *back);
    uintptr_t up = (uintptr_t)&arr[3]; printf("aligned4=%d\n", (int)(up % _Alignof(int)));
    int m[4][5]; for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) m[i][j] = i * 10 + j;
    int (*row)[5] = m + 2; printf("row[0][3]=%d row[1][4]=%d (*row)[1]=%d\n", row[0][3], row[1][4], (*row)[1]);
    int *flat = &m[0][0]; printf("flat[13]=%d\n", flat[13]);
    struct S sa[5]; for (int i = 0; i < 5; i++) { sa[i].a = i; sa[i].b = (char)('A' + i); sa[i].c = i * 0.25; }
    struct S *sp = sa + 4; printf("sp-1 b=%c ofs c=%zu stride=%td\n", (sp - 1)->b, offsetof(struct S, c), (char *)&sa[1] - (char *)&sa[0]);
    double *dp = &sa[2].c; struct S *owner = (struct S *)((char *)dp - offsetof(struct S, c)); printf("container_of a=%d\n", owner->a);
    void *vp = sa; vp = (char *)vp + sizeof(struct S) * 3; printf("void step a=%d\n", ((struct S *)vp)->a);
    const char *words[] = { "zero", "one", "two", "three", NULL }; const char **wp = words; int n = 0; while (*wp) { n += (int)strlen(*wp++); } printf("total len=%d\n", n);
    char buf[] = "hello world"; char *e = buf + strlen(buf); while (e > buf && e[-1] != ' ') e--; printf("last word=%s\n", e);
    int *pp_target = NULL; int **pp = &pp_target; *pp = &arr[7]; **pp += 1000; printf("arr[7]=%d\n", arr[7]);
    int x = 5, y = 9; int *ptrs[2] = { &x, &y }; int *t = ptrs[0]; ptrs[0] = ptrs[1]; ptrs[1] = t; printf("swapped %d %d\n", *ptrs[0], *ptrs[1]);
    int big[1000]; for (int i = 0; i < 1000; i++) big[i] = i; int *lo = big, *hi = big + 999; while (lo < hi) { int tmp = *lo; *lo++ = *hi; *hi-- = tmp; } printf("reversed %d %d %d\n", big[0], big[500], big[999]);
    return (int)(mid - arr);
}
