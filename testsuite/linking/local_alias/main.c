#include <stdio.h>
int value = 2;
int hook(void) { return 2; }
int call_hook(void);
int main(void) {
  printf("executable's hook %d value %d, library's call_hook %d\n", hook(), value,
         call_hook());
  return 0;
}
