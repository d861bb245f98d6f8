// gdb session test (testsuite/tests/debuginfo.rs): calls through a function pointer,
// many arguments (some on the stack), a static and a global variable, floating point,
// strings and a char buffer, and `finish` with each kind of return value.
#include <stdio.h>

int counter = 10;

static unsigned long mix(unsigned long h, const char *s) {
  while (*s) {
    h = h * 31 + (unsigned char)*s;
    s++;
  }
  return h;
}

static int many(int a, int b, int c, int d, int e, int f, int g, int h) {
  int sum = a + b + c + d;
  sum += e + f + g + h;
  counter += sum;
  return sum;
}

static float average(const float *v, int n) {
  float acc = 0;
  for (int i = 0; i < n; i++)
    acc += v[i];
  return acc / n;
}

static int apply(int (*fn)(int, int, int, int, int, int, int, int), int base) {
  int r = fn(base, base + 1, base + 2, base + 3, base + 4, base + 5, base + 6, base + 7);
  return r * 2;
}

int main(int argc, char **argv) {
  (void)argv;
  char buf[16] = {0};
  snprintf(buf, sizeof buf, "run %d", argc);
  unsigned long h = mix(5381, buf);
  float v[3] = {1.5f, 2.5f, 4.0f};
  float avg = average(v, 3);
  int r = apply(many, argc);
  printf("%lu %g %d %d\n", h, avg, r, counter);
  return 0;
}
