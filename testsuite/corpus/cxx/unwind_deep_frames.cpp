// An exception thrown at the bottom of a deep recursion (through frames with and without
// objects to destroy, with different frame sizes and callee-saved registers in use)
// caught several frames up; every destructor on the way runs once, innermost first.
#include <cstdio>

static int destroyed = 0;
static unsigned long checksum = 0;

struct Guard {
  int depth;
  explicit Guard(int d) : depth(d) {}
  ~Guard() {
    destroyed++;
    checksum = checksum * 31 + depth;
  }
};

__attribute__((noinline)) static unsigned long leaf(int depth, unsigned long acc) {
  if (depth == 0) throw acc;
  return acc;
}

__attribute__((noinline)) static unsigned long plain(int depth, unsigned long a, unsigned long b, unsigned long c);

__attribute__((noinline)) static unsigned long with_guard(int depth, unsigned long a, unsigned long b, unsigned long c) {
  Guard g(depth);
  volatile char big[256];
  big[depth % 256] = (char)depth;
  unsigned long r = plain(depth - 1, a + b, b ^ c, c + depth) + (unsigned char)big[depth % 256];
  return r * 3;
}

__attribute__((noinline)) static unsigned long plain(int depth, unsigned long a, unsigned long b, unsigned long c) {
  if (depth <= 0) return leaf(0, a * 7 + b * 3 + c);
  unsigned long x = a * 2, y = b + 1, z = c - 1;
  unsigned long r = with_guard(depth - 1, x, y, z);
  return r + x + y + z;
}

static unsigned long catch_at(int depth) {
  try {
    return with_guard(depth, 1, 2, 3);
  } catch (unsigned long v) {
    printf("depth %d: caught %lu, destroyed %d\n", depth, v, destroyed);
    return v;
  }
}

int main() {
  unsigned long total = 0;
  for (int d = 1; d <= 40; d += 13) total += catch_at(d);
  try {
    catch_at(1000);
  } catch (...) {
    printf("not reached\n");
  }
  printf("total %lu destroyed %d checksum %lu\n", total, destroyed, checksum);
  return 0;
}
