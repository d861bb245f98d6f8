/* Heap sort of an array of string pointers with strcmp (sift-down on char* elements),
   generated words of varying length, checks for sortedness and for being a permutation
   (sum of hashes), followed by de-duplication and a frequency count of first letters. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static void sift(char **a, int start, int end) {
    int root = start;
    while (2 * root + 1 <= end) {
        int child = 2 * root + 1, sw = root;
        if (strcmp(a[sw], a[child]) < 0) sw = child;
        if (child + 1 <= end && strcmp(a[sw], a[child + 1]) < 0) sw = child + 1;
        if (sw == root) return;
        char *t = a[root]; a[root] = a[sw]; a[sw] = t;
        root = sw;
    }
}
static void heapsort_str(char **a, int n) {
    for (int s = (n - 2) / 2; s >= 0; s--) sift(a, s, n - 1);
    for (int end = n - 1; end > 0; end--) { char *t = a[0]; a[0] = a[end]; a[end] = t; sift(a, 0, end - 1); }
}
static unsigned long hs(const char *s) { unsigned long h = 5381; while (*s) h = h * 33 + (unsigned char)*s++; return h; }

int main(void) {
    enum { N = 3000 };
    static char pool[N][12];
    char *a[N];
    unsigned x = 4;
    unsigned long before = 0;
    for (int i = 0; i < N; i++) {
        x = x * 1103515245u + 12345u;
        int len = 1 + (int)((x >> 8) % 10);
        for (int k = 0; k < len; k++) { x = x * 1103515245u + 12345u; pool[i][k] = (char)('a' + (x >> 16) % 6); }
        pool[i][len] = 0;
        a[i] = pool[i];
        before += hs(a[i]);
    }
    heapsort_str(a, N);
    int sorted = 1; unsigned long after = 0;
    for (int i = 0; i < N; i++) { after += hs(a[i]); if (i && strcmp(a[i - 1], a[i]) > 0) sorted = 0; }
    int uniq = 0, first[6] = {0};
    for (int i = 0; i < N; i++) if (i == 0 || strcmp(a[i - 1], a[i])) { uniq++; first[a[i][0] - 'a']++; }
    printf("sorted=%d permutation=%d unique=%d first=%s last=%s\n", sorted, before == after, uniq, a[0], a[N - 1]);
    printf("by first letter:"); for (int i = 0; i < 6; i++) printf(" %c=%d", 'a' + i, first[i]); printf("\n");
    return uniq & 0x7f;
}
