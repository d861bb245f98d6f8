// The g++ half of gxx_unwind_frame_shapes (see gxx_unwind_frame_shapes.cpp): the handler,
// with values live across the call in callee-saved registers.
#include <cstdio>

int frames_entry(int seed);
int frames_logged(int i);

__attribute__((noinline)) static long catcher(int seed) {
  long a = seed * 3L, b = seed * 5L + 1, c = seed ^ 0x55, d = seed * seed, e = seed - 7, f = seed * 11L;
  double x = seed * 0.5, y = seed * 0.25;
  try {
    long r = frames_entry(seed);
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
  int logged = frames_logged(-1);
  printf("total %ld, logged %d:", total, logged);
  for (int i = 0; i < logged && i < 8; i++) printf(" %d", frames_logged(i));
  printf("\n");
  return 0;
}
