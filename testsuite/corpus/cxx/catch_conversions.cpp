// The conversions a handler may apply to a thrown pointer: nullptr caught as a pointer,
// derived-to-base pointer conversion, added const, a string literal (an array) caught as
// const char*, a function pointer, a pointer to member, and a pointer to pointer gaining
// const at both levels. The pointer types' type information is emitted by this module
// (linkonce data the personality routine reads).
#include <cstdio>

struct Base {
  virtual ~Base() {}
  int b = 1;
};
struct Derived : Base {
  int d = 2;
};
struct Member {
  int x, y;
};

static int answer() { return 42; }

static Derived the_derived;
static int the_int = 9;
static int *the_int_ptr = &the_int;

static void raise(int k) {
  switch (k) {
    case 0: throw nullptr;
    case 1: throw &the_derived;
    case 2: throw &the_int;
    case 3: throw "literal";
    case 4: throw &answer;
    case 5: throw &Member::y;
    case 6: throw &the_int_ptr;
    default: throw (const Derived *)&the_derived;
  }
}

int main() {
  for (int k = 0; k <= 7; k++) {
    try {
      raise(k);
    } catch (Base *b) {
      printf("%d: Base* %s\n", k, b ? "non-null" : "null");
    } catch (const Base *b) {
      printf("%d: const Base* b=%d\n", k, b->b);
    } catch (const int *const *pp) {
      printf("%d: const int* const* -> %d\n", k, **pp);
    } catch (const int *p) {
      printf("%d: const int* -> %d\n", k, *p);
    } catch (const char *s) {
      printf("%d: const char* %s\n", k, s);
    } catch (int (*f)()) {
      printf("%d: function pointer -> %d\n", k, f());
    } catch (int Member::*pm) {
      Member m{5, 6};
      printf("%d: pointer to member -> %d\n", k, m.*pm);
    }
  }
  return 0;
}
