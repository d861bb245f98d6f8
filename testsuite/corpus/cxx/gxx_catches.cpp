// The throwing half of a program whose main and handlers are in a translation unit
// compiled by g++ (gxx_catches.gxx.cpp, linked in by the test): exceptions thrown by this
// unit's code and by g++'s callbacks unwind through this unit's frames, which have no
// handlers and no destructors (so no landing pads: only the unwind tables) and are caught
// in g++'s frames.
#include "gxx_catches.h"

#include <cstdio>

__attribute__((noinline)) long rllc_compute(int depth, long seed, long (*cb)(long)) {
  if (depth == 0) {
    if (seed % 3 == 0) throw CrossError{(int)(seed % 1000), "rllc"};
    return cb(seed);
  }
  volatile long frame[8];
  frame[depth & 7] = seed;
  long r = rllc_compute(depth - 1, seed * 7 + depth, cb);
  return r + frame[depth & 7] % 5;
}

__attribute__((noinline)) static void leaf(int v) { throw v; }

void rllc_throw_int(int n) {
  if (n == 0) leaf(-1);
  printf("  rllc_throw_int(%d)\n", n);
  rllc_throw_int(n - 1);
}
