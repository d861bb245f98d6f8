// The g++ half of gxx_catches: main and the handlers (see gxx_catches.cpp).
#include "gxx_catches.h"

#include <cstdio>
#include <stdexcept>
#include <string>

struct Logged {
  const char *name;
  ~Logged() { printf("  ~Logged %s\n", name); }
};

static long g_callback(long v) {
  Logged l{"in g++ callback"};
  if (v % 2 == 0) throw std::runtime_error("callback rejects " + std::to_string(v % 100));
  return v % 100;
}

int main() {
  for (long seed = 1; seed <= 4; seed++) {
    for (int depth = 0; depth <= 2; depth += 2) {
      try {
        printf("seed %ld depth %d: %ld\n", seed, depth, rllc_compute(depth, seed, g_callback));
      } catch (const CrossError &e) {
        printf("seed %ld depth %d: CrossError %d from %s\n", seed, depth, e.code, e.where);
      } catch (const std::exception &e) {
        printf("seed %ld depth %d: %s\n", seed, depth, e.what());
      }
    }
  }
  try {
    Logged l{"main"};
    rllc_throw_int(3);
  } catch (int v) {
    printf("caught int %d\n", v);
  }
  return 0;
}
