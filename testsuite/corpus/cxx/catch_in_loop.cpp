// Many exceptions: thousands of throws caught in a loop, alternating types and depths,
// with a result depending on every one of them (the exception machinery's state must not
// leak between iterations).
#include <cstdio>
#include <stdexcept>

struct Counted {
  static int live;
  int v;
  explicit Counted(int x) : v(x) { live++; }
  Counted(const Counted &o) : v(o.v) { live++; }
  ~Counted() { live--; }
};
int Counted::live = 0;

static unsigned step(unsigned x, int depth) {
  Counted guard((int)x);
  if (depth > 0) return step(x * 1103515245u + 12345u, depth - 1) ^ 1;
  switch ((x >> 16) % 4) {
    case 0: throw (int)(x % 1000);
    case 1: throw std::runtime_error("odd");
    case 2: throw Counted((int)(x % 77));
    default: return x % 13;
  }
}

int main() {
  unsigned x = 1, acc = 0;
  int ints = 0, errors = 0, objects = 0, returns = 0;
  for (int i = 0; i < 20000; i++) {
    try {
      acc += step(x, i % 5);
      returns++;
    } catch (int v) {
      acc = acc * 3 + (unsigned)v;
      ints++;
    } catch (const std::exception &e) {
      acc = acc * 5 + (unsigned)e.what()[0];
      errors++;
    } catch (const Counted &c) {
      acc = acc * 7 + (unsigned)c.v;
      objects++;
    }
    x = x * 69069u + 1u;
  }
  printf("ints %d errors %d objects %d returns %d acc %u live %d\n", ints, errors, objects, returns, acc,
         Counted::live);
  return 0;
}
