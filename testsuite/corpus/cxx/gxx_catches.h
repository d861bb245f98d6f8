// Shared by gxx_catches.cpp (compiled by rllc) and gxx_catches.gxx.cpp (compiled by g++).
#ifndef GXX_CATCHES_H
#define GXX_CATCHES_H

struct CrossError {
  int code;
  const char *where;
};

// In gxx_catches.cpp: recurses `depth` frames, then throws CrossError or calls `cb`.
long rllc_compute(int depth, long seed, long (*cb)(long));
// In gxx_catches.cpp: throws an int from a leaf reached through `n` frames.
void rllc_throw_int(int n);

#endif
