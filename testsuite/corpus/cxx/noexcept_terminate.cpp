// An exception leaving a noexcept function calls std::terminate: a terminate handler
// prints and aborts (SIGABRT, exit status 134), and the handler in main is never reached.
#include <cstdio>
#include <cstdlib>
#include <exception>

static void on_terminate() {
  std::exception_ptr p = std::current_exception();
  try {
    if (p) std::rethrow_exception(p);
    printf("terminate without an exception\n");
  } catch (int i) {
    printf("terminate handler: current exception is int %d\n", i);
  } catch (...) {
    printf("terminate handler: something else\n");
  }
  fflush(stdout);
  abort();
}

static int depth_reached = 0;

static void deeper(int n) {
  depth_reached = n;
  if (n == 3) throw 42;
  deeper(n + 1);
}

static void must_not_throw() noexcept {
  printf("in noexcept function\n");
  fflush(stdout);
  deeper(0);
}

int main() {
  std::set_terminate(on_terminate);
  try {
    must_not_throw();
  } catch (...) {
    printf("not reached\n");
  }
  printf("not reached either, depth %d\n", depth_reached);
  return 0;
}
