// A destructor declared noexcept(false) that throws when its scope ends normally: the
// exception is catchable, the other locals of the scope are still destroyed, and an
// object whose destructor throws during a container's teardown is handled the same way.
#include <cstdio>
#include <exception>

struct Thrower {
  int id;
  bool armed;
  ~Thrower() noexcept(false) {
    printf("  ~Thrower %d\n", id);
    if (armed && std::uncaught_exceptions() == 0) throw id;
  }
};

struct Quiet {
  int id;
  ~Quiet() { printf("  ~Quiet %d\n", id); }
};

static void scope(bool armed) {
  Quiet before{1};
  Thrower t{2, armed};
  Quiet after{3};
  printf("  leaving scope\n");
}

static void unwinding() {
  Thrower t{4, true};  // an exception is already in flight: does not throw
  throw 5.5;
}

int main() {
  for (int armed = 0; armed < 2; armed++) {
    printf("armed=%d\n", armed);
    try {
      scope(armed);
      printf("  returned\n");
    } catch (int id) {
      printf("  caught %d from a destructor\n", id);
    }
  }
  printf("during unwinding:\n");
  try {
    unwinding();
  } catch (double d) {
    printf("  caught %.1f\n", d);
  }
  return 0;
}
