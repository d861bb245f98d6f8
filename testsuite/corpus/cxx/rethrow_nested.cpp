// Rethrow with `throw;` from a handler and from a function called by a handler, nested
// try blocks, throwing a new exception from a handler (the old one is destroyed), and a
// rethrown exception keeping its identity (the same object reaches the outer handler).
#include <cstdio>

struct Ex {
  int n;
  explicit Ex(int v) : n(v) { printf("  Ex(%d)\n", n); }
  Ex(const Ex &o) : n(o.n) { printf("  copy Ex(%d)\n", n); }
  ~Ex() { printf("  ~Ex(%d)\n", n); }
};

static const void *seen = nullptr;

static void rethrow_it() { throw; }

static void level3() { throw Ex(3); }

static void level2() {
  try {
    level3();
  } catch (Ex &e) {
    seen = &e;
    e.n += 10;
    printf("  level2 caught %d, rethrowing\n", e.n);
    throw;
  }
}

static void level1() {
  try {
    level2();
  } catch (Ex &e) {
    printf("  level1 caught %d (same object: %d), rethrowing via a function\n", e.n, (const void *)&e == seen);
    e.n += 10;
    rethrow_it();
  }
}

int main() {
  printf("rethrow chain:\n");
  try {
    level1();
  } catch (const Ex &e) {
    printf("  main caught %d (same object: %d)\n", e.n, (const void *)&e == seen);
  }
  printf("replace in handler:\n");
  try {
    try {
      throw Ex(1);
    } catch (Ex &e) {
      printf("  caught %d, throwing a new one\n", e.n);
      throw Ex(e.n + 1);
    }
  } catch (Ex &e) {
    printf("  outer caught %d\n", e.n);
  }
  printf("nested try in a handler:\n");
  try {
    throw Ex(5);
  } catch (Ex &outer) {
    try {
      throw Ex(6);
    } catch (Ex &inner) {
      printf("  inner %d while handling %d\n", inner.n, outer.n);
    }
    printf("  still handling %d\n", outer.n);
  }
  printf("nested tries, inner does not match:\n");
  int depth = 0;
  try {
    depth = 1;
    try {
      depth = 2;
      try {
        depth = 3;
        throw 7;
      } catch (double) {
        printf("  not reached\n");
      }
    } catch (const char *) {
      printf("  not reached\n");
    }
  } catch (int i) {
    printf("  caught %d at depth %d\n", i, depth);
  }
  return 0;
}
