// Destructors of automatic objects run during unwinding in reverse order of construction,
// in every frame between the throw and the handler, including objects in nested scopes,
// temporaries bound to references, and objects constructed in the handler's own try
// block; objects constructed after the throw point are not destroyed.
#include <cstdio>
#include <exception>

struct Noisy {
  const char *name;
  explicit Noisy(const char *n) : name(n) { printf("  + %s\n", name); }
  ~Noisy() { printf("  - %s (uncaught exceptions: %d)\n", name, std::uncaught_exceptions()); }
};

static Noisy make(const char *n) { return Noisy(n); }

static void thrower(int v) {
  Noisy t("thrower local");
  if (v > 0) throw v;
  Noisy never("after throw");
}

static void middle(int v) {
  Noisy a("middle a");
  {
    Noisy b("middle scoped b");
    const Noisy &tmp = make("middle temporary");
    (void)tmp;
    thrower(v);
  }
  Noisy c("middle c (not constructed when throwing)");
}

int main() {
  for (int v = 0; v < 2; v++) {
    printf("v=%d\n", v);
    try {
      Noisy m("try block");
      middle(v);
      printf("  middle returned\n");
    } catch (int i) {
      printf("  caught %d (uncaught exceptions: %d)\n", i, std::uncaught_exceptions());
    }
  }
  return 0;
}
