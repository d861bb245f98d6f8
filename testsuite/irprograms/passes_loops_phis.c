#include <stdio.h>
const char *before_last(const char *p, int n);
const char *last_blank(const char *p);
int fib_swap(int n);
int rotate3(int n);
int irreducible(int n);
int maybe_set(int c, int k);
int volatile_sum(int n);
int setjmp_volatile(int n);
int main(void) {
  static const char text[] = "scan this text ok";
  for (int n = 1; n < 5; n++)
    printf("before_last %d: %d\n", n, (int)(before_last(text, n) - text));
  printf("last_blank: %d\n", (int)(last_blank(text) - text));
  printf("last_blank none: %d\n", last_blank("none") == 0);
  for (int n = 0; n < 12; n += 2)
    printf("fib_swap %d: %d rotate3: %d\n", n, fib_swap(n), rotate3(n));
  for (int n = 0; n < 6; n++)
    printf("irreducible %d: %d\n", n, irreducible(n));
  printf("maybe_set: %d %d\n", maybe_set(1, 7), maybe_set(0, 7));
  printf("volatile_sum: %d\n", volatile_sum(10));
  printf("setjmp_volatile: %d %d\n", setjmp_volatile(2), setjmp_volatile(9));
  return 0;
}
