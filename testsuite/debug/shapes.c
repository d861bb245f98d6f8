// gdb session test (testsuite/tests/debuginfo.rs): structs by pointer and by value,
// arrays, a recursive function and a loop stepped with `next`.
#include <stdio.h>
#include <string.h>

struct point {
  int x, y;
};

struct shape {
  const char *name;
  struct point corners[4];
  int ncorners;
  double scale;
};

typedef enum { RED, GREEN, BLUE } colour;

static int perimeter(const struct shape *s) {
  int total = 0;
  for (int i = 0; i < s->ncorners; i++) {
    struct point a = s->corners[i];
    struct point b = s->corners[(i + 1) % s->ncorners];
    int dx = a.x > b.x ? a.x - b.x : b.x - a.x;
    int dy = a.y > b.y ? a.y - b.y : b.y - a.y;
    total += dx + dy;
  }
  return total;
}

static long factorial(int n, colour c) {
  if (n <= 1)
    return 1;
  return n * factorial(n - 1, c);
}

static double scaled(struct point p, double by) {
  double r = (p.x + p.y) * by;
  return r;
}

int main(void) {
  struct shape sq;
  memset(&sq, 0, sizeof sq);
  sq.name = "square";
  sq.ncorners = 4;
  sq.scale = 1.5;
  sq.corners[1].x = 3;
  sq.corners[2].x = 3;
  sq.corners[2].y = 3;
  sq.corners[3].y = 3;
  int p = perimeter(&sq);
  long f = factorial(5, BLUE);
  double d = scaled(sq.corners[2], sq.scale);
  char label[8] = "done";
  printf("%s %d %ld %g %s\n", sq.name, p, f, d, label);
  return 0;
}
