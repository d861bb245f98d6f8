// Function-try-blocks: on a constructor (the handler sees the member's exception after the
// members are destroyed and the exception is rethrown automatically), on a constructor
// whose handler throws something else, on an ordinary function (the handler's return
// value is the result) and on main-like code paths.
#include <cstdio>
#include <string>

struct Member {
  explicit Member(int v) {
    printf("  Member(%d)\n", v);
    if (v < 0) throw std::string("bad member value");
  }
  ~Member() { printf("  ~Member\n"); }
};

struct Outer {
  Member a, b;
  Outer(int x, int y) try : a(x), b(y) {
    printf("  Outer body\n");
  } catch (const std::string &s) {
    printf("  Outer handler: %s\n", s.c_str());
    // falls off the end: rethrown
  }
};

struct Translating {
  Member m;
  Translating() try : m(-1) {
  } catch (...) {
    printf("  Translating handler throws an int\n");
    throw 99;
  }
};

static int parse(int v) try {
  if (v > 100) throw v;
  return v * 2;
} catch (int bad) {
  printf("  parse handler: %d too large\n", bad);
  return -1;
}

static void destructor_order() try {
  Member local(1);
  throw 1.5;
} catch (double d) {
  printf("  handler runs after ~Member: %.1f\n", d);
}

int main() {
  printf("good:\n");
  try {
    Outer o(1, 2);
  } catch (...) {
    printf("  not reached\n");
  }
  printf("second member fails:\n");
  try {
    Outer o(1, -2);
  } catch (const std::string &s) {
    printf("  main caught rethrown: %s\n", s.c_str());
  }
  printf("translating:\n");
  try {
    Translating t;
  } catch (int i) {
    printf("  main caught %d\n", i);
  }
  printf("parse: %d %d\n", parse(21), parse(500));
  destructor_order();
  return 0;
}
