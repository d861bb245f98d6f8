// Patchable function entries (-fpatchable-function-entry=4,1 for every function, and
// per-function attributes): the linked program finds each function's entry in
// __patchable_function_entries (the linker's __start_/__stop_ symbols) and prints the
// nops there, which a tracer would patch.
#include <stdio.h>

extern void *__start___patchable_function_entries[];
extern void *__stop___patchable_function_entries[];

__attribute__((patchable_function_entry(5, 2))) int add(int a, int b) { return a + b; }
__attribute__((patchable_function_entry(3))) int mul(int a, int b) { return a * b; }
__attribute__((patchable_function_entry(0))) int sub(int a, int b) { return a - b; }
__attribute__((patchable_function_entry(20, 0))) int neg(int a) { return -a; }
static __attribute__((noinline)) int twice(int x) { return 2 * x; }
int plain(int x) { return twice(x) + 1; }

struct fn {
  const char *name;
  unsigned char *addr;
  int entry;
};

int main(void) {
  struct fn fns[] = {
      {"add", (unsigned char *)add, 3},    {"mul", (unsigned char *)mul, 3},
      {"sub", (unsigned char *)sub, 0},    {"neg", (unsigned char *)neg, 20},
      {"twice", (unsigned char *)twice, 3}, {"plain", (unsigned char *)plain, 3},
      {"main", (unsigned char *)main, 3},
  };
  printf("results %d %d %d %d %d\n", add(2, 3), mul(2, 3), sub(2, 3), neg(4), plain(5));
  int n = __stop___patchable_function_entries - __start___patchable_function_entries;
  printf("entries %d\n", n);
  for (unsigned k = 0; k < sizeof fns / sizeof fns[0]; k++) {
    struct fn *f = &fns[k];
    unsigned char *e = 0;
    for (int i = 0; i < n; i++) {
      unsigned char *p = __start___patchable_function_entries[i];
      long d = f->addr - p; /* -4: after AArch64's `bti c` */
      if (d >= -4 && d < 16)
        e = p;
    }
    if (!e) {
      printf("%s: no entry\n", f->name);
      continue;
    }
    printf("%s: prefix %d, nops", f->name, (int)(f->addr - e));
    for (unsigned char *p = e; p < f->addr + f->entry; p++)
      printf(" %02x", *p);
    printf("\n");
  }
  return 0;
}
