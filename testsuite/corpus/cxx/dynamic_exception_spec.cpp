// gen-cxx-flags: -std=c++14
// Dynamic exception specifications (C++14; removed in C++17), which clang compiles to
// landingpad `filter` clauses: an allowed exception passes the filter; a disallowed one
// calls the unexpected handler, whose replacement exception is let through when the
// specification allows it, and becomes std::bad_exception when it does not but the
// specification lists std::bad_exception.
#include <cstdio>
#include <exception>

struct Res {
  const char *name;
  ~Res() { printf("  ~Res %s\n", name); }
};

static void on_unexpected() {
  try {
    throw;
  } catch (double d) {
    printf("  unexpected handler: double %.1f, throwing int\n", d);
    throw (int)d;
  } catch (const char *s) {
    printf("  unexpected handler: \"%s\", rethrowing it\n", s);
    throw;
  }
}

static void allowed(int v) throw(int, long) {
  Res r{"allowed"};
  if (v) throw v;
}

static void replaced(double d) throw(int) {
  Res r{"replaced"};
  throw d;
}

static void becomes_bad_exception(const char *s) throw(int, std::bad_exception) {
  Res r{"becomes_bad_exception"};
  throw s;
}

static void nested(int k) throw(long) {
  try {
    allowed(k);
  } catch (int i) {
    printf("  nested caught int %d, throwing long\n", i);
    throw (long)i * 2;
  }
}

int main() {
  std::set_unexpected(on_unexpected);
  try {
    allowed(0);
    allowed(5);
  } catch (int i) {
    printf("allowed: int %d\n", i);
  }
  try {
    replaced(7.9);
  } catch (int i) {
    printf("replaced: int %d\n", i);
  }
  try {
    becomes_bad_exception("not allowed");
  } catch (const std::bad_exception &e) {
    printf("bad_exception: %s\n", e.what());
  }
  try {
    nested(21);
  } catch (long l) {
    printf("nested: long %ld\n", l);
  }
  return 0;
}
