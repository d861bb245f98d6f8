#include <stdio.h>
#include <stdint.h>
__attribute__((noinline)) static int check(void *p, int align) { return ((uintptr_t)p % align) == 0; }
__attribute__((noinline)) long sum6(long a, long b, long c, long d, long e, long f) {
  _Alignas(32) int buf[8];
  for (int i = 0; i < 8; i++) buf[i] = (int)(a + i);
  return buf[7] + b + c + d + e * 3 + f * 5 + check(buf, 32);
}
__attribute__((noinline)) int fill(int n) {
  char big[600];
  for (int i = 0; i < 600; i++) big[i] = (char)(i * n);
  int s = 0;
  for (int i = 0; i < 600; i += 7) s += big[i];
  return s + check(big, 16);
}
int main(void) {
  long t = 0;
  for (int i = 0; i < 5; i++) t += sum6(i, 2, 3, 4, 5 + i, 6 * i) + fill(i);
  printf("%ld\n", t);
  return 0;
}
