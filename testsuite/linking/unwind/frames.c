/* C frames between a C++ thrower and its catcher, and under a backtrace: compiled by
   rllc, they must carry unwind tables. Locals and callee-saved registers live across the
   calls so that the frames are not trivial. */
#include <stdio.h>

typedef int (*callback)(int);

int through(int depth, callback f) {
  volatile int pad[20];
  int saved = depth * 3;
  for (int i = 0; i < 20; i++)
    pad[i] = i + depth;
  if (depth == 0)
    return f(saved + pad[3]);
  int r = through(depth - 1, f);
  return r + saved + pad[19];
}

static int noframe_leaf(int x) { return x * 2; }

int twice(callback f, int x) { return noframe_leaf(f(x)) + f(x + 1); }
