// Exceptions from constructors: the bases and members already constructed are destroyed,
// the object's own destructor is not run; `new T` whose constructor throws frees the
// memory with the matching (class-specific) operator delete; a throwing member
// initialiser; delegating constructors.
#include <cstdio>
#include <cstdlib>
#include <new>

static int allocs = 0, frees = 0;

struct Part {
  const char *name;
  explicit Part(const char *n, bool fail = false) : name(n) {
    if (fail) {
      printf("  Part %s throws\n", n);
      throw n;
    }
    printf("  Part %s\n", n);
  }
  ~Part() { printf("  ~Part %s\n", name); }
};

struct BaseA {
  Part p{"BaseA member"};
  BaseA() { printf("  BaseA body\n"); }
  ~BaseA() { printf("  ~BaseA\n"); }
};

struct Widget : BaseA {
  Part one;
  Part two;
  Part three;
  explicit Widget(int fail_at)
      : one("one", fail_at == 1), two("two", fail_at == 2), three("three", fail_at == 3) {
    printf("  Widget body\n");
    if (fail_at == 4) throw "body";
  }
  ~Widget() { printf("  ~Widget\n"); }
  static void *operator new(size_t n) {
    allocs++;
    return malloc(n);
  }
  static void operator delete(void *p) {
    frees++;
    free(p);
  }
};

struct Delegating {
  Part p;
  Delegating(int x) : p("delegated") {
    printf("  target constructor done\n");
    (void)x;
  }
  Delegating() : Delegating(1) {
    printf("  delegating body throws\n");
    throw "delegating";
  }
  ~Delegating() { printf("  ~Delegating (runs: the target constructor completed)\n"); }
};

int main() {
  for (int f = 1; f <= 5; f++) {
    printf("fail at %d, automatic:\n", f);
    try {
      Widget w(f);
      printf("  constructed\n");
    } catch (const char *s) {
      printf("  caught \"%s\"\n", s);
    }
  }
  for (int f = 2; f <= 4; f += 2) {
    printf("fail at %d, new:\n", f);
    try {
      Widget *w = new Widget(f);
      delete w;
    } catch (const char *s) {
      printf("  caught \"%s\", allocs %d frees %d\n", s, allocs, frees);
    }
  }
  printf("delegating:\n");
  try {
    Delegating d;
  } catch (const char *s) {
    printf("  caught \"%s\"\n", s);
  }
  printf("allocs %d frees %d\n", allocs, frees);
  return allocs - frees;
}
