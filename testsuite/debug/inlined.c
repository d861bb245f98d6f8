// Functions that clang -O2 inlines, twice over: gdb's backtrace must show the inlined
// frames with the lines of their calls.
#include <stdio.h>
#include <stdlib.h>

static int helper(int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (p[i] > 3)
      s += p[i] * 2;
    else
      s -= p[i];
  }
  return s;
}

static inline int twice(int *p, int n) {
  return helper(p, n) + helper(p + 1, n - 1);
}

int main(int argc, char **argv) {
  int *p = malloc(sizeof(int) * 10);
  for (int i = 0; i < 10; i++)
    p[i] = (i * 7) % 10;
  printf("%d\n", twice(p, 10 - argc));
  free(p);
  return 0;
}
