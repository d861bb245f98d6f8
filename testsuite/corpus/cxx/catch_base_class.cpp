// Catching derived exceptions through base classes: by reference (virtual calls on the
// caught object see the derived type), by value (sliced), through a pointer, multiple
// inheritance, an ambiguous base that must not match, and a private base that must not
// match; handler order matters.
#include <cstdio>

struct Base {
  virtual ~Base() {}
  virtual const char *name() const { return "Base"; }
  int id = 0;
};
struct Derived : Base {
  const char *name() const override { return "Derived"; }
};
struct MoreDerived : Derived {
  const char *name() const override { return "MoreDerived"; }
};
struct Other {
  virtual ~Other() {}
  int other = 5;
};
struct Both : Derived, Other {
  const char *name() const override { return "Both"; }
};
struct A : Base {};
struct B : Base {};
struct Ambiguous : A, B {};
struct Hidden : private Base {};

static void throw_kind(int k) {
  switch (k) {
    case 0: { Derived d; d.id = 10; throw d; }
    case 1: { MoreDerived m; m.id = 11; throw m; }
    case 2: { Both b; b.id = 12; throw b; }
    case 3: throw Ambiguous();
    case 4: throw Hidden();
    case 5: throw new MoreDerived();
    default: throw Base();
  }
}

int main() {
  for (int k = 0; k <= 6; k++) {
    try {
      throw_kind(k);
    } catch (MoreDerived &m) {
      printf("%d: MoreDerived& handler, name %s id %d\n", k, m.name(), m.id);
    } catch (Other &o) {
      printf("%d: Other& handler, other %d\n", k, o.other);
    } catch (Base &b) {
      printf("%d: Base& handler, name %s id %d\n", k, b.name(), b.id);
    } catch (Base *p) {
      printf("%d: Base* handler, name %s\n", k, p->name());
      delete p;
    } catch (...) {
      printf("%d: catch-all\n", k);
    }
  }
  for (int k = 0; k <= 2; k++) {
    try {
      throw_kind(k);
    } catch (Base b) {
      printf("%d: Base by value (sliced), name %s id %d\n", k, b.name(), b.id);
    }
  }
  try {
    throw_kind(2);
  } catch (const Derived &d) {
    const Other *o = dynamic_cast<const Other *>(&d);
    printf("Both as Derived, cross-cast to Other: %d\n", o ? o->other : -1);
  }
  return 0;
}
