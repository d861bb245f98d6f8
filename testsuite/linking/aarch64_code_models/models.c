/* Addresses in AArch64's tiny and large code models: globals defined here and in
   another object, functions through pointers, a jump table, floating-point
   constants, strings, a thread-local and a stack-protected array. */
#include <stdio.h>
#include <string.h>

extern int shared_counter;          /* defined in other.c */
extern const char *other_name(void);

static int table[64];
int exported[4] = {1, 2, 3, 4};
static __thread int per_thread = 7;
static const double weights[] = {0.25, 1.5, -3.75, 1e100};

struct point { long x, y; };
static struct point points[3] = {{1, 2}, {3, 4}, {5, 6}};

static int twice(int v) { return 2 * v; }
static int square(int v) { return v * v; }
int negate(int v) { return -v; }
static int (*const ops[])(int) = {twice, square, negate};

__attribute__((noinline)) int classify(int v) {
  switch (v) {
  case 0: return 11;
  case 1: return 23;
  case 2: return 37;
  case 3: return 41;
  case 4: return 59;
  case 5: return 61;
  default: return -1;
  }
}

__attribute__((noinline)) double weigh(int k, double v) {
  return v * weights[k & 3] + 2.718281828;
}

__attribute__((noinline)) int copy_name(const char *s) {
  char buf[32];
  strncpy(buf, s, sizeof buf - 1);
  buf[sizeof buf - 1] = 0;
  return (int)strlen(buf);
}

int main(void) {
  for (int i = 0; i < 64; i++)
    table[i] = i * i;
  long sum = 0;
  for (int i = 0; i < 64; i++)
    sum += table[i];
  printf("table %ld exported %d\n", sum, exported[2]);
  for (int i = 0; i < 3; i++)
    printf("op%d(7) = %d\n", i, ops[i](7));
  for (int v = -1; v < 8; v++)
    printf("classify(%d) = %d\n", v, classify(v));
  for (int k = 0; k < 3; k++)
    printf("weigh(%d) = %.6f\n", k, weigh(k, 1.0 + k));
  per_thread += 5;
  shared_counter += 3;
  printf("per_thread %d shared %d name %s\n", per_thread, shared_counter, other_name());
  printf("points %ld %ld\n", points[2].x, points[1].y);
  printf("copied %d\n", copy_name("a string of some length"));
  return 0;
}
