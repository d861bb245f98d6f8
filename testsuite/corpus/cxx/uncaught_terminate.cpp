// An exception nobody catches: std::terminate runs (default handler, SIGABRT, exit status
// 134) without unwinding. Nothing here needs a landing pad: main and the throwing
// functions have no handlers and no objects with destructors, only calls the unwinder
// must walk through (frames of several sizes, callee-saved registers in use).
#include <cstdio>

static long mix(long a, long b) { return a * 31 + b; }

__attribute__((noinline)) static void thrower(long v) {
  printf("throwing %ld\n", v);
  fflush(stdout);
  throw v;
}

__attribute__((noinline)) static long walk(int n, long acc) {
  volatile long pad[16];
  pad[n & 15] = acc;
  if (n == 0) thrower(acc);
  long r = walk(n - 1, mix(acc, n)) + pad[n & 15];
  return r;
}

int main() {
  long a = walk(3, 1);
  printf("not reached %ld\n", a);
  return 0;
}
