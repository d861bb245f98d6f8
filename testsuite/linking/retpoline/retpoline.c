/* Retpolines: calls through function pointers (also as tail calls), switches that
   would be jump tables and computed gotos (indirectbr, which becomes a switch over
   numbered labels), compiled with -mretpoline. */
#include <stdio.h>

typedef int (*op)(int);

static int add1(int x) { return x + 1; }
static int dbl(int x) { return x * 2; }
static int neg(int x) { return -x; }

op table[3] = {add1, dbl, neg};

__attribute__((noinline)) int dispatch(int k, int x) {
  switch (k) {
  case 0: return x + 3;
  case 1: return x * 7;
  case 2: return x - 11;
  case 3: return x ^ 5;
  case 4: return x / 3;
  case 5: return x % 7;
  case 6: return x << 2;
  default: return 0;
  }
}

/* A tail call through a pointer. */
__attribute__((noinline)) int apply(op f, int x) { return f(x); }

/* A computed-goto interpreter: the label table is data, the labels' addresses become
   small numbers. */
__attribute__((noinline)) int run(const unsigned char *code, int acc) {
  static void *ops[] = {&&inc, &&dbl, &&sub3, &&halt};
  const unsigned char *pc = code;
#define NEXT goto *ops[*pc++]
  NEXT;
inc:
  acc += 1;
  NEXT;
dbl:
  acc *= 2;
  NEXT;
sub3:
  acc -= 3;
  NEXT;
halt:
  return acc;
}

/* Label addresses in variables, compared and printed. */
__attribute__((noinline)) long pick(int k) {
  void *p = k ? &&second : &&first;
  void *q = &&second;
  goto *p;
first:
  return 10 + (p == q);
second:
  return 20 + (p == q);
}

struct shape {
  const char *name;
  int (*area)(int);
};

static int square(int s) { return s * s; }
static int triangle(int s) { return s * s / 2; }

int main(void) {
  int s = 0;
  for (int i = 0; i < 9; i++) {
    s += table[i % 3](i);
    s += dispatch(i, s);
    s += apply(table[(i + 1) % 3], s & 255);
  }
  printf("%d\n", s);
  static const unsigned char prog[] = {0, 1, 1, 2, 0, 1, 3};
  printf("run %d %d\n", run(prog, 4), run(prog + 4, 0));
  printf("pick %ld %ld\n", pick(0), pick(1));
  struct shape shapes[] = {{"square", square}, {"triangle", triangle}};
  for (int i = 0; i < 2; i++)
    printf("%s %d\n", shapes[i].name, shapes[i].area(5 + i));
  return 0;
}
