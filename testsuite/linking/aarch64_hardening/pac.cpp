// Pointer authentication of return addresses (-mbranch-protection=standard and
// pac-ret+leaf+b-key): C++ exceptions thrown through frames that signed their return
// address, with cleanups on the way; the unwinder authenticates each return address as
// the frames' DW_CFA_AARCH64_negate_ra_state (and the B key's CIE) tell it.
#include <cstdio>
#include <stdexcept>

struct Guard {
  const char *name;
  ~Guard() { std::printf("unwind %s\n", name); }
};

__attribute__((noinline)) int thrower(int x) {
  if (x > 2)
    throw std::runtime_error("deep");
  return x;
}

__attribute__((noinline)) int middle(int x) {
  Guard g{"middle"};
  return thrower(x) + 1;
}

__attribute__((noinline)) int outer(int x) {
  Guard g{"outer"};
  int r = middle(x + 1);
  return r * 2;
}

__attribute__((noinline)) int leaf(int x) { return x * 3; }

int main() {
  for (int i = 0; i < 4; i++) {
    try {
      std::printf("result %d\n", outer(i) + leaf(i));
    } catch (const std::exception &e) {
      std::printf("caught %s\n", e.what());
    }
  }
  return 0;
}
