// Large exception tables: a try block with 80 typed handlers (a type table past the sizes
// a one-byte LEB128 index holds), a function with over 200 calls that may throw, each
// with its own object to destroy (a call-site table with hundreds of entries and offsets
// needing multi-byte LEB128), and exceptions thrown from the first, a middle and the last
// of those calls.
#include <cstdio>

template <int N> struct Tag {
  int v;
};

#define REP10(M, B) M(B##0) M(B##1) M(B##2) M(B##3) M(B##4) M(B##5) M(B##6) M(B##7) M(B##8) M(B##9)
#define REP80(M) REP10(M, ) REP10(M, 1) REP10(M, 2) REP10(M, 3) REP10(M, 4) REP10(M, 5) REP10(M, 6) REP10(M, 7)

static void throw_tag(int k) {
  switch (k) {
#define CASE(N) \
  case N:       \
    throw Tag<N>{N * 3};
    REP80(CASE)
#undef CASE
    default: throw k;
  }
}

static int catch_tag(int k) {
  try {
    throw_tag(k);
  }
#define HANDLER(N)                \
  catch (const Tag<N> &t) {       \
    return t.v + 1000 * (N % 10); \
  }
  REP80(HANDLER)
#undef HANDLER
  catch (int other) {
    return -other;
  }
  return 0;
}

static int destroyed = 0;
static int fail_at = -1;

struct Guard {
  int id;
  ~Guard() { destroyed += id; }
};

__attribute__((noinline)) static int step(int i) {
  if (i == fail_at) throw i;
  return i & 3;
}

// 240 calls, each in a scope with a Guard.
static int long_function() {
  int sum = 0;
#define STEP(N)             \
  {                         \
    Guard g{1};             \
    sum += step(N);         \
  }                         \
  {                         \
    Guard g{2};             \
    sum += step(N + 80);    \
  }                         \
  {                         \
    Guard g{3};             \
    sum += step(N + 160);   \
  }
  REP80(STEP)
#undef STEP
  return sum;
}

int main() {
  long total = 0;
  for (int k = 0; k <= 80; k++) total += catch_tag(k);
  printf("handlers: total %ld, tag 0 -> %d, tag 79 -> %d, 80 -> %d\n", total, catch_tag(0), catch_tag(79),
         catch_tag(80));
  int sum = long_function();
  printf("no throw: sum %d, destroyed %d\n", sum, destroyed);
  const int fails[] = {0, 1, 79, 80, 120, 159, 160, 239};
  for (int f : fails) {
    fail_at = f;
    destroyed = 0;
    try {
      long_function();
    } catch (int i) {
      printf("call %d threw, destroyed %d\n", i, destroyed);
    }
  }
  return 0;
}
