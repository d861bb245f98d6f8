/* qsort and bsearch with many comparator callbacks: ints, doubles, strings, structs with
   multi-key ordering, stable-ization via index, and own merge sort for comparison. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char name[12]; int age; double score; int idx; } Person;
static int cmp_int(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x > y) - (x < y); }
static int cmp_int_desc(const void *a, const void *b) { return cmp_int(b, a); }
static int cmp_dbl(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return (x > y) - (x < y); }
static int cmp_str(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }
static int cmp_person(const void *a, const void *b) {
    const Person *p = a, *q = b;
    if (p->age != q->age) return p->age - q->age;
    if (p->score != q->score) return p->score < q->score ? 1 : -1;
    return p->idx - q->idx;
}
static unsigned long long calls;
static int cmp_counting(const void *a, const void *b) { calls++; return cmp_int(a, b); }
static void merge_sort(int *a, int *tmp, int n) {
    if (n < 2) return;
    int m = n / 2; merge_sort(a, tmp, m); merge_sort(a + m, tmp, n - m);
    int i = 0, j = m, k = 0; while (i < m && j < n) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
    while (i < m) tmp[k++] = a[i++]; while (j < n) tmp[k++] = a[j++]; memcpy(a, tmp, (size_t)n * sizeof(int));
}

int main(void) {
    enum { N = 5000 };
    static int a[N], b[N], tmp[N];
    unsigned x = 12345; for (int i = 0; i < N; i++) { x = x * 1103515245u + 12345u; a[i] = (int)((x >> 8) % 100000) - 50000; b[i] = a[i]; }
    qsort(a, N, sizeof(int), cmp_counting); merge_sort(b, tmp, N);
    printf("sorted equal=%d first=%d last=%d median=%d calls>0=%d\n", memcmp(a, b, sizeof a) == 0, a[0], a[N - 1], a[N / 2], calls > 0);
    int found = 0; for (int k = -50000; k < 50000; k += 37) if (bsearch(&k, a, N, sizeof(int), cmp_int)) found++;
    printf("bsearch found=%d\n", found);
    qsort(b, N, sizeof(int), cmp_int_desc); printf("desc first=%d last=%d\n", b[0], b[N - 1]);
    double d[] = { 3.5, -1.25, 1e10, -1e-10, 0.0, 2.0, -7.5, 100.0 }; qsort(d, 8, sizeof(double), cmp_dbl);
    for (int i = 0; i < 8; i++) printf("%g ", d[i]); printf("\n");
    const char *words[] = { "pear", "apple", "fig", "banana", "cherry", "apricot", "date", "elderberry", "grape", "kiwi" };
    qsort(words, 10, sizeof(char *), cmp_str); for (int i = 0; i < 10; i++) printf("%s ", words[i]); printf("\n");
    const char *key = "fig"; const char **hit = bsearch(&key, words, 10, sizeof(char *), cmp_str); printf("fig at %td\n", hit ? hit - words : -1);
    Person ps[8] = { { "ann", 30, 88, 0 }, { "bob", 25, 70, 1 }, { "cid", 30, 95, 2 }, { "dan", 25, 70, 3 }, { "eve", 41, 60, 4 }, { "fay", 30, 88, 5 }, { "gus", 19, 99, 6 }, { "hal", 41, 61, 7 } };
    qsort(ps, 8, sizeof(Person), cmp_person);
    for (int i = 0; i < 8; i++) printf("%s(%d,%g) ", ps[i].name, ps[i].age, ps[i].score); printf("\n");
    return a[0] & 0x7f;
}
