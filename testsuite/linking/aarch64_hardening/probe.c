/* Stack-clash protection (-fstack-clash-protection): frames of one, several and many
 * probe intervals, and variable-length arrays, allocated a page at a time. */
#include <stdio.h>

__attribute__((noinline)) int fill(char *p, int n, int seed) {
  for (int i = 0; i < n; i++)
    p[i] = (char)(seed + i);
  int s = 0;
  for (int i = 0; i < n; i += 97)
    s += p[i];
  return s;
}

__attribute__((noinline)) int big_frame(int seed) {
  char b[70000];
  return fill(b, sizeof b, seed);
}

__attribute__((noinline)) int mid_frame(int seed) {
  char b[10000];
  return fill(b, sizeof b, seed) + big_frame(seed + 1);
}

__attribute__((noinline)) int vla(int n, int seed) {
  char b[n];
  return fill(b, n, seed);
}

int main(void) {
  printf("mid %d\n", mid_frame(3));
  for (int n = 16; n < 200000; n = n * 5 + 3)
    printf("vla %d: %d\n", n, vla(n, n));
  return 0;
}
