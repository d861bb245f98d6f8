/* A stack protector test: functions with canaries return their values (in rax, rdx,
 * xmm0) unharmed, then a strcpy overflow of an 8-byte buffer must stop the program with
 * "stack smashing detected" before the function returns. */
#include <stdio.h>
#include <string.h>

struct pair {
  long x, y;
};

__attribute__((noinline)) long two(long a, long b, long *out) {
  long arr[4] = {a, b, a + b, a - b};
  *out = arr[a & 3];
  return arr[2];
}

__attribute__((noinline)) struct pair pr(long a) {
  char tmp[16];
  snprintf(tmp, sizeof tmp, "%ld", a);
  struct pair p = {(long)strlen(tmp), a * 2};
  return p;
}

__attribute__((noinline)) double dbl(double d) {
  int v[3] = {1, 2, 3};
  volatile int *p = v;
  return d * p[1];
}

__attribute__((noinline)) int copy(const char *s) {
  char buf[8];
  strcpy(buf, s);
  return (int)strlen(buf);
}

int main(int argc, char **argv) {
  long o;
  long t = two(5, 7, &o);
  printf("%ld %ld\n", t, o);
  struct pair p = pr(12345);
  printf("%ld %ld\n", p.x, p.y);
  printf("%.1f\n", dbl(1.5));
  printf("short: %d\n", copy("abc"));
  fflush(stdout);
  copy(argc > 5 ? "x" : "this string is much longer than eight bytes and overflows");
  printf("not reached\n");
  return 0;
}
