// Exceptions thrown by C++ callbacks unwind through C frames compiled by rllc;
// _Unwind_Backtrace walks them.
#include <cstdio>
#include <stdexcept>
#include <unwind.h>

extern "C" {
typedef int (*callback)(int);
int through(int depth, callback f);
int twice(callback f, int x);
}

static int frames;
static _Unwind_Reason_Code count(_Unwind_Context *, void *) {
  frames++;
  return _URC_NO_REASON;
}

static int counting(int x) {
  frames = 0;
  _Unwind_Backtrace(count, nullptr);
  return x;
}

static int thrower(int x) {
  if (x > 0)
    throw std::runtime_error("thrown through C");
  return x;
}

int main() {
  int r = through(5, counting);
  int shallow = frames;
  through(9, counting);
  std::printf("result %d, four more C frames seen: %d\n", r, frames - shallow == 4);
  for (int depth : {0, 3, 7}) {
    try {
      through(depth, thrower);
      std::printf("depth %d: not thrown\n", depth);
    } catch (const std::exception &e) {
      std::printf("depth %d: caught \"%s\"\n", depth, e.what());
    }
  }
  try {
    twice(thrower, 1);
  } catch (const std::exception &e) {
    std::printf("twice: caught \"%s\"\n", e.what());
  }
  return 0;
}
