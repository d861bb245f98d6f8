#include <stdio.h>
int *counter_from_a(void), *counter_from_b(void);
int call_from_a(void), call_from_b(void), only_from_a(void), only_from_b(void);
int main(void) {
  printf("one counter: %d, value %d (initialised once)\n",
         counter_from_a() == counter_from_b(), *counter_from_a());
  printf("calls: %d %d, only: %d %d\n", call_from_a(), call_from_b(), only_from_a(),
         only_from_b());
  return 0;
}
