// Exceptions thrown in a translation unit compiled by g++ (gxx_throws.gxx.cpp, linked in
// by the test) and caught here: thrown directly by g++ code, thrown by this unit's
// callbacks through g++'s frames (which run their destructors), and rethrown by a g++
// handler; this unit's destructors run on the way too.
#include "gxx_throws.h"

#include <cstdio>
#include <stdexcept>

struct Scope {
  const char *name;
  ~Scope() { printf("  ~Scope %s\n", name); }
};

static int rllc_callback(int x) {
  Scope s{"rllc callback"};
  if (x > 2) throw BigPayload(x);
  return x * 2;
}

int main() {
  for (int kind = 0; kind < 5; kind++) {
    try {
      Scope s{"main loop"};
      gxx_throw(kind);
      printf("kind %d: no exception\n", kind);
    } catch (const Payload &p) {
      printf("kind %d: Payload value %d\n", kind, p.value());
    } catch (const std::exception &e) {
      printf("kind %d: std::exception %s\n", kind, e.what());
    } catch (int i) {
      printf("kind %d: int %d\n", kind, i);
    }
  }
  for (int x = 2; x <= 3; x++) {
    try {
      printf("cleanup %d: %d\n", x, gxx_call_with_cleanup(rllc_callback, x));
    } catch (const BigPayload &b) {
      printf("cleanup %d: BigPayload %d\n", x, b.value());
    }
    try {
      printf("rethrow %d: %d\n", x, gxx_catch_and_rethrow(rllc_callback, x));
    } catch (Payload &p) {
      printf("rethrow %d: Payload %d\n", x, p.value());
    }
  }
  return 0;
}
