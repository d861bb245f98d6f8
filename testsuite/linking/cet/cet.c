/* Control-flow Enforcement (-fcf-protection=full): indirect calls to local and external
 * functions, a switch through a jump table, computed gotos and setjmp/longjmp, whose
 * landing places need endbr64 under Indirect Branch Tracking. */
#include <setjmp.h>
#include <stdio.h>

static jmp_buf env;

static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }
int sub(int a, int b) { return a - b; }

__attribute__((noinline)) int apply(int (*f)(int, int), int a, int b) { return f(a, b); }

__attribute__((noinline)) int classify(int k) {
  switch (k) {
  case 0: return 11;
  case 1: return 23;
  case 2: return 37;
  case 3: return 41;
  case 4: return 59;
  case 5: return 61;
  case 6: return 73;
  default: return -1;
  }
}

int side;
__attribute__((noinline)) void act(int k) {
  switch (k) {
  case 0: side += 3; break;
  case 1: side *= 5; break;
  case 2: side -= 7; break;
  case 3: side ^= 9; break;
  case 4: side <<= 2; break;
  case 5: side += 100; break;
  case 6: side |= 64; break;
  default: side = 0;
  }
}

__attribute__((noinline)) int interp(const unsigned char *code) {
  static void *ops[] = {&&inc, &&dbl, &&halt};
  int acc = 1;
  goto *ops[*code++];
inc:
  acc++;
  goto *ops[*code++];
dbl:
  acc *= 2;
  goto *ops[*code++];
halt:
  return acc;
}

__attribute__((noinline)) void jump_back(int v) { longjmp(env, v); }

int main(void) {
  int (*fs[])(int, int) = {add, mul, sub};
  for (int i = 0; i < 3; i++)
    printf("op %d: %d\n", i, apply(fs[i], 7, 5));
  for (int k = 0; k < 8; k++)
    printf("class %d: %d\n", k, classify(k));
  for (int k = 0; k < 7; k++)
    act(k);
  printf("side: %d\n", side);
  static const unsigned char prog[] = {0, 1, 0, 1, 2};
  printf("interp: %d\n", interp(prog));
  volatile int rounds = 0;
  int r = setjmp(env);
  printf("setjmp returned %d\n", r);
  if (r < 3) {
    rounds++;
    jump_back(r + 1);
  }
  printf("rounds %d\n", rounds);
  return 0;
}
