// Throw and catch scalars by value: int, double, const char*, long, char, an enum, a
// pointer to an object; the first matching handler wins, no conversions between them.
#include <cstdio>

enum Colour { Red = 1, Green = 2, Blue = 3 };

static int counter = 7;

static void thrower(int which) {
  switch (which) {
    case 0: throw 42;
    case 1: throw 2.5;
    case 2: throw "a string literal";
    case 3: throw 1234567890123L;
    case 4: throw 'x';
    case 5: throw Green;
    case 6: throw &counter;
    case 7: throw 3.25f;
    default: break;
  }
  printf("  no throw for %d\n", which);
}

static void run(int which) {
  try {
    thrower(which);
  } catch (int i) {
    printf("  int %d\n", i);
  } catch (double d) {
    printf("  double %.2f\n", d);
  } catch (const char *s) {
    printf("  const char* \"%s\"\n", s);
  } catch (long l) {
    printf("  long %ld\n", l);
  } catch (char c) {
    printf("  char '%c'\n", c);
  } catch (Colour c) {
    printf("  Colour %d\n", (int)c);
  } catch (int *p) {
    printf("  int* -> %d (same object: %d)\n", *p, p == &counter);
    *p += 1;
  } catch (...) {
    printf("  something else (float is not double)\n");
  }
}

int main() {
  for (int i = 0; i <= 8; i++) {
    printf("case %d:\n", i);
    run(i);
  }
  printf("counter %d\n", counter);
  return 0;
}
