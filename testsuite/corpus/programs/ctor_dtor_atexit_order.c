/* Program start-up and shutdown ordering: constructors with priorities 101..103 and a
   default-priority one run before main in priority order, destructors run after main in
   reverse priority order interleaved with atexit handlers (registered in main, which run
   first, in reverse registration order), and output written from destructors. */
#include <stdio.h>
#include <stdlib.h>

static int order[16], n_order;
static int initialized_value;
__attribute__((constructor(103))) static void c103(void) { order[n_order++] = 103; initialized_value += 3; }
__attribute__((constructor(101))) static void c101(void) { order[n_order++] = 101; initialized_value = initialized_value * 10 + 1; }
__attribute__((constructor)) static void cdef(void) { order[n_order++] = 65535; initialized_value *= 2; }
__attribute__((constructor(102))) static void c102(void) { order[n_order++] = 102; initialized_value = initialized_value * 10 + 2; }
__attribute__((destructor(101))) static void d101(void) { printf("destructor 101\n"); }
__attribute__((destructor(102))) static void d102(void) { printf("destructor 102\n"); }
__attribute__((destructor)) static void ddef(void) { printf("destructor default\n"); }
static void ax1(void) { printf("atexit 1\n"); }
static void ax2(void) { printf("atexit 2\n"); }

int main(void) {
    printf("constructor order:");
    for (int i = 0; i < n_order; i++) printf(" %d", order[i]);
    printf("\ninitialized_value=%d\n", initialized_value);
    atexit(ax1);
    atexit(ax2);
    printf("main returns\n");
    fflush(stdout);
    return initialized_value % 100;
}
