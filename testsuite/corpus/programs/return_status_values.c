/* Returns a status computed from data (deliberately non-zero): status is truncated to
   8 bits by the OS, so return 300 -> 44. */
#include <stdio.h>
__attribute__((noinline)) static int compute(int n) { int s = 0; for (int i = 1; i <= n; i++) s += i % 7; return s; }
int main(void) { int v = compute(100) + 7; printf("computed %d -> exit status %d\n", v, v & 0xff); return v; }
