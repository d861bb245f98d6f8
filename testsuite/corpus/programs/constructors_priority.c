/* __attribute__((constructor(N))) / destructor with priorities; atexit ordering;
   constructors initializing globals used by main. */
#include <stdio.h>
#include <stdlib.h>

static int order[16]; static int norder;
static int table[256];
__attribute__((constructor(101))) static void init_first(void) { order[norder++] = 101; }
__attribute__((constructor(300))) static void init_third(void) { order[norder++] = 300; for (int i = 0; i < 256; i++) table[i] = i * i % 251; }
__attribute__((constructor(200))) static void init_second(void) { order[norder++] = 200; }
__attribute__((constructor)) static void init_default(void) { order[norder++] = 999; }
__attribute__((destructor(101))) static void fini_last(void) { printf("destructor 101 (runs last)\n"); fflush(stdout); }
__attribute__((destructor(200))) static void fini_first(void) { printf("destructor 200 (runs first)\n"); }
static void at1(void) { printf("atexit 1\n"); }
static void at2(void) { printf("atexit 2\n"); }

int main(void) {
    printf("constructors ran:"); for (int i = 0; i < norder; i++) printf(" %d", order[i]); printf("\n");
    long s = 0; for (int i = 0; i < 256; i++) s += table[i]; printf("table sum=%ld\n", s);
    atexit(at1); atexit(at2);
    return norder;
}
