// catch (...) after typed handlers, a catch (...) that inspects nothing, handlers tried in
// order, and exceptions that pass through try blocks with no matching handler.
#include <cstdio>

struct Small { int v; };
struct Large { long a[8]; };

static int passes = 0;

static void inner(int k) {
  try {
    switch (k) {
      case 0: throw Small{3};
      case 1: { Large l{}; l.a[7] = 99; throw l; }
      case 2: throw 1.0;
      default: throw k;
    }
  } catch (Small s) {
    printf("  inner: Small %d\n", s.v);
  }
  passes++;
}

static void middle(int k) {
  try {
    inner(k);
  } catch (const Large &l) {
    printf("  middle: Large %ld\n", l.a[7]);
  }
}

int main() {
  for (int k = 0; k < 5; k++) {
    printf("k=%d\n", k);
    try {
      middle(k);
      printf("  returned normally\n");
    } catch (int i) {
      printf("  outer: int %d\n", i);
    } catch (...) {
      printf("  outer: catch-all\n");
    }
  }
  try {
    try {
      throw Small{1};
    } catch (...) {
      printf("swallowed by catch(...)\n");
    }
    printf("after the swallowing handler\n");
  } catch (...) {
    printf("not reached\n");
  }
  printf("passes %d\n", passes);
  return 0;
}
