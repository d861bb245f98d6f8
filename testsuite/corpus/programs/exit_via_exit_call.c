/* Deliberate non-zero exit: exit() called from a nested function after output buffered in
   stdout (must be flushed by exit), with atexit handler printing the final line. */
#include <stdio.h>
#include <stdlib.h>

static int depth;
static void handler(void) { printf("atexit handler: depth was %d\n", depth); }
__attribute__((noinline)) static void descend(int n) { depth = n; if (n == 7) { printf("exiting from depth %d\n", n); exit(42 + n); } descend(n + 1); printf("never\n"); }
int main(void) { atexit(handler); printf("start\n"); descend(0); return 0; }
