/* Leaving the program from deep inside a call chain: exit(code) called from a recursive
   function after output is buffered (stdio must be flushed by exit), atexit handlers that
   observe global state set just before exit, and the exit status truncated to 8 bits
   (exit(300) yields status 44). */
#include <stdio.h>
#include <stdlib.h>

static int depth_reached;
static long accumulated;
static void report(void) { printf("atexit: depth=%d accumulated=%ld\n", depth_reached, accumulated); }
static void second(void) { printf("atexit second (runs first)\n"); }
__attribute__((noinline)) static void descend(int d) {
    depth_reached = d;
    accumulated += d * d;
    if (d == 50) { printf("exiting at depth %d\n", d); exit(300); }
    descend(d + 1);
    printf("never printed\n");
}

int main(void) {
    atexit(report);
    atexit(second);
    printf("start (this line stays in the stdio buffer until exit)\n");
    descend(1);
    return 0;
}
