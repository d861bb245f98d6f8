// C++ exceptions with language features only (no headers: there is no macOS SDK here),
// for the Mach-O exception-table comparisons with llc-19 (testsuite/tests/objects.rs).
extern "C" int printf(const char *, ...);

struct Base {
  int v;
  explicit Base(int v) : v(v) {}
  virtual ~Base() {}
};
struct Derived : Base {
  explicit Derived(int v) : Base(v) {}
};
namespace {
struct Local {
  int code;
};
} // namespace

// Zero-initialised data (zerofill sections, which the object crate places last, at
// the highest addresses, though they are created before the exception tables).
static int destroyed;
int guards;

struct Guard {
  const char *name;
  explicit Guard(const char *n) : name(n) {}
  ~Guard() { printf("~Guard %s %d\n", name, ++destroyed); }
};

__attribute__((noinline)) void thrower(int k) {
  Guard g("thrower");
  if (k == 1)
    throw 42;
  if (k == 2)
    throw Derived(7);
  if (k == 3)
    throw Local{3};
  if (k == 4)
    throw static_cast<double>(k);
}

int catch_scalars(int k) {
  try {
    thrower(k);
  } catch (int i) {
    return i;
  } catch (double d) {
    return static_cast<int>(d) * 2;
  }
  return 0;
}

int catch_classes(int k) {
  Guard g("catch_classes");
  try {
    thrower(k);
  } catch (Derived &d) {
    return d.v + 100;
  } catch (const Base &b) {
    return b.v;
  } catch (Local l) {
    return l.code;
  } catch (...) {
    return -1;
  }
  return 0;
}

int rethrow(int k) {
  try {
    try {
      thrower(k);
    } catch (...) {
      printf("rethrowing\n");
      throw;
    }
  } catch (int i) {
    return i + 1;
  } catch (...) {
    return -2;
  }
  return 0;
}

int nested(int k) {
  int r = 0;
  for (int i = 0; i < 3; i++) {
    Guard g("loop");
    try {
      thrower(k + i);
    } catch (const Base &b) {
      r += b.v;
    } catch (int i) {
      r += i;
      try {
        throw Derived(i);
      } catch (Base &b) {
        r += b.v;
      }
    }
  }
  return r;
}

struct Member {
  Guard a{"a"}, b{"b"};
  Member() { thrower(1); }
};

int constructor(void) try {
  Member m;
  return 0;
} catch (int i) {
  return i;
}

void cannot_throw(int k) noexcept { thrower(k); }

int main() {
  printf("%d %d %d\n", catch_scalars(1), catch_scalars(4), catch_scalars(0));
  printf("%d %d %d %d\n", catch_classes(1), catch_classes(2), catch_classes(3),
         catch_classes(4));
  printf("%d %d\n", rethrow(1), rethrow(2));
  printf("%d %d\n", nested(0), constructor());
  cannot_throw(0);
  return guards;
}
