// __attribute__((cleanup)) in C++: the cleanup function runs when the variable leaves
// scope normally and when an exception unwinds through its scope, in reverse order, mixed
// with C++ destructors.
#include <cstdio>
#include <cstdlib>

static int cleanups = 0;

static void close_int(int *p) {
  cleanups++;
  printf("  cleanup int %d\n", *p);
}

static void free_buf(char **p) {
  cleanups++;
  printf("  cleanup buffer \"%s\"\n", *p);
  free(*p);
}

struct Dtor {
  int n;
  ~Dtor() { printf("  ~Dtor %d\n", n); }
};

static void work(int fail) {
  __attribute__((cleanup(close_int))) int a = 1;
  char *buf __attribute__((cleanup(free_buf))) = (char *)malloc(16);
  snprintf(buf, 16, "work%d", fail);
  Dtor d{2};
  {
    __attribute__((cleanup(close_int))) int inner = 3;
    if (fail) throw fail;
  }
  __attribute__((cleanup(close_int))) int late = 4;
  printf("  work body done\n");
}

int main() {
  for (int f = 0; f < 2; f++) {
    printf("fail=%d\n", f);
    try {
      work(f);
    } catch (int e) {
      printf("  caught %d\n", e);
    }
  }
  printf("cleanups %d\n", cleanups);
  return 0;
}
