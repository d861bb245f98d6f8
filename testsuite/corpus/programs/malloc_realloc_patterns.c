/* Heap usage patterns: a growable array doubled with realloc, calloc zero-initialisation,
   a linked list built and freed, a 2-D array allocated as an array of row pointers and as
   one block, aligned_alloc/posix_memalign alignment, and realloc shrinking; contents are
   checked after every move. */
#pragma STDC FP_CONTRACT OFF
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

struct item { int key; struct item *next; };

int main(void) {
    size_t cap = 1, len = 0;
    long *v = malloc(cap * sizeof *v);
    int moves_ok = 1;
    for (long i = 0; i < 5000; i++) {
        if (len == cap) { cap *= 2; long *nv = realloc(v, cap * sizeof *v); if (!nv) return 99; v = nv; for (size_t k = 0; k < len; k++) moves_ok &= v[k] == (long)k * 3; }
        v[len++] = i * 3;
    }
    printf("grown len=%zu cap=%zu ok=%d last=%ld\n", len, cap, moves_ok, v[len - 1]);
    v = realloc(v, 10 * sizeof *v);
    printf("shrunk v[9]=%ld\n", v[9]);
    free(v);
    int *z = calloc(1000, sizeof *z);
    long zs = 0; for (int i = 0; i < 1000; i++) zs += z[i];
    free(z);
    struct item *head = NULL;
    for (int i = 0; i < 100; i++) { struct item *it = malloc(sizeof *it); it->key = i * i; it->next = head; head = it; }
    long ls = 0; int cnt = 0;
    while (head) { struct item *n = head->next; ls += head->key; cnt++; free(head); head = n; }
    printf("calloc sum=%ld list sum=%ld count=%d\n", zs, ls, cnt);
    int rows = 30, cols = 17;
    double **m = malloc((size_t)rows * sizeof *m);
    for (int r = 0; r < rows; r++) { m[r] = malloc((size_t)cols * sizeof **m); for (int c = 0; c < cols; c++) m[r][c] = r * 0.5 + c; }
    double (*blk)[cols] = malloc(sizeof(double[rows][cols]));
    for (int r = 0; r < rows; r++) memcpy(blk[r], m[r], sizeof blk[r]);
    double t = 0; for (int r = 0; r < rows; r++) { t += blk[r][r % cols]; free(m[r]); }
    free(m); free(blk);
    void *al = aligned_alloc(64, 640), *pm = NULL;
    int pr = posix_memalign(&pm, 256, 100);
    printf("matrix t=%g aligned %d %d %d\n", t, (uintptr_t)al % 64 == 0, pr == 0, (uintptr_t)pm % 256 == 0);
    free(al); free(pm);
    char *s = malloc(1);
    s[0] = 0;
    for (int i = 0; i < 26; i++) { size_t l = strlen(s); s = realloc(s, l + 2); s[l] = (char)('a' + i); s[l + 1] = 0; }
    printf("built string %s\n", s);
    free(s);
    return cnt;
}
