// Unwinding must restore the catching frame exactly: values live across the throwing call
// (in callee-saved registers at -O2) keep their values in the handler although the frames
// in between (frame_shapes.h) save and reuse every callee-saved register and have unusual
// shapes: a dynamic alloca, a variable-length array, an over-aligned local (stack
// realignment), a large frame, many stack arguments.
#include "frame_shapes.h"

__attribute__((noinline)) static long catcher(int seed) {
  // Values that stay live across the throwing call and are used in the handler.
  long a = seed * 3L, b = seed * 5L + 1, c = seed ^ 0x55, d = seed * seed, e = seed - 7, f = seed * 11L;
  double x = seed * 0.5, y = seed * 0.25;
  try {
    long r = many_args(seed, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10L, 1.5, 2.5);
    return r + a + b + c + d + e + f;
  } catch (int v) {
    printf("seed %d: caught %d; a %ld b %ld c %ld d %ld e %ld f %ld x %.2f y %.2f\n", seed, v, a, b, c, d, e, f, x,
           y);
    return a + b + c + d + e + f + (long)(x + y) + v;
  }
}

int main() {
  long total = 0;
  for (int s = 1; s <= 4; s++) total += catcher(s);
  printf("total %ld, logged %d:", total, logged);
  for (int i = 0; i < logged && i < 8; i++) printf(" %d", depth_log[i]);
  printf("\n");
  return 0;
}
