/* Branch target identification (-mbranch-protection=standard), run freestanding with the
 * runtime of rt.S so that every page is guarded: indirect calls to local and external
 * functions, an indirect tail call, a switch through a jump table, computed gotos and
 * setjmp/longjmp, whose landing places need `bti c` or `bti j`; return addresses
 * signed with PAC. */
typedef long jmpbuf[21];
int my_setjmp(jmpbuf) __attribute__((returns_twice));
void my_longjmp(jmpbuf, int) __attribute__((noreturn));
long sys_write(int, const char *, long);

static void put(const char *s) {
  long n = 0;
  while (s[n]) n++;
  sys_write(1, s, n);
}

static void put_int(const char *label, int v) {
  char buf[16];
  int i = 15, neg = v < 0;
  unsigned u = neg ? -(unsigned)v : (unsigned)v;
  buf[i] = 0;
  do buf[--i] = '0' + u % 10; while (u /= 10);
  if (neg) buf[--i] = '-';
  put(label);
  put(buf + i);
  put("\n");
}

static jmpbuf env;

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

__attribute__((noinline)) void jump_back(int v) { my_longjmp(env, v); }

int main(void) {
  int (*fs[])(int, int) = {add, mul, sub};
  for (int i = 0; i < 3; i++)
    put_int("op: ", apply(fs[i], 7, 5));
  for (int k = 0; k < 8; k++)
    put_int("class: ", classify(k));
  for (int k = 0; k < 7; k++)
    act(k);
  put_int("side: ", side);
  static const unsigned char prog[] = {0, 1, 0, 1, 2};
  put_int("interp: ", interp(prog));
  volatile int rounds = 0;
  int r = my_setjmp(env);
  put_int("setjmp returned ", r);
  if (r < 3) {
    rounds++;
    jump_back(r + 1);
  }
  put_int("rounds ", rounds);
  return 0;
}
