#include <stdio.h>
static int add1(int x) { return x + 1; }
static int dbl(int x) { return x * 2; }
typedef int (*fn)(int);
__attribute__((noinline)) int apply(fn f, int x) { return f(x); }
__attribute__((noinline)) int tail(fn f, int x) { return f(x + 3); }
int main(void) {
  fn fs[2] = {add1, dbl};
  int acc = 1;
  for (int i = 0; i < 10; i++) acc = apply(fs[i & 1], acc) + tail(fs[(i >> 1) & 1], i);
  printf("%d\n", acc);
  return 0;
}
