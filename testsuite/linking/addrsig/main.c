// Calls the functions of unit.c; the addresses of kept_a and kept_b, taken in unit.c,
// must differ after --icf=safe.
#include <stdio.h>

int same_a(int);
int same_b(int);
extern int (*const kept[2])(int);

int main(void) {
  printf("%d %d %d %d\n", same_a(1), same_b(2), kept[0](3), kept[1](4));
  printf("kept apart: %s\n", kept[0] != kept[1] ? "yes" : "no");
  return 0;
}
