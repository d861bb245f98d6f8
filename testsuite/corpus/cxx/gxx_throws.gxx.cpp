// The g++ half of gxx_throws (see gxx_throws.cpp).
#include "gxx_throws.h"

#include <cstdio>
#include <stdexcept>
#include <string>

struct GxxScope {
  const char *name;
  ~GxxScope() { printf("  ~GxxScope %s\n", name); }
};

void gxx_throw(int kind) {
  GxxScope s{"gxx_throw"};
  switch (kind % 5) {
    case 0: throw kind + 40;
    case 1: throw std::runtime_error("g++ runtime_error " + std::to_string(kind));
    case 2: throw Payload(kind);
    case 3: throw BigPayload(kind);
    default: break;
  }
}

int gxx_call_with_cleanup(int (*cb)(int), int x) {
  GxxScope outer{"outer"};
  std::string s = "x=" + std::to_string(x);
  GxxScope inner{"inner"};
  return cb(x) + (int)s.size();
}

int gxx_catch_and_rethrow(int (*cb)(int), int x) {
  try {
    return cb(x);
  } catch (...) {
    printf("  g++ handler saw an exception, rethrowing\n");
    throw;
  }
}
