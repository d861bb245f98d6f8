// Exceptions thrown through a function pointer, a virtual call, a pointer to member
// function and a call through a table of function pointers; the handler is in the caller
// of the indirect call or further up.
#include <cstdio>
#include <stdexcept>

struct Shape {
  virtual ~Shape() {}
  virtual double area() const = 0;
};
struct Square : Shape {
  double s;
  explicit Square(double x) : s(x) {}
  double area() const override {
    if (s < 0) throw std::domain_error("negative side");
    return s * s;
  }
};
struct Broken : Shape {
  double area() const override { throw 7; }
};

struct Calc {
  int base;
  int div(int d) const {
    if (d == 0) throw std::overflow_error("division by zero");
    return base / d;
  }
};

static int inc(int x) { return x + 1; }
static int boom(int x) { throw x; }
static int (*const table[])(int) = {inc, boom, inc};

static double total_area(Shape **shapes, int n) {
  double t = 0;
  for (int i = 0; i < n; i++) t += shapes[i]->area();
  return t;
}

int main() {
  Square a(2), b(-1), c(3);
  Broken br;
  Shape *good[] = {&a, &c};
  Shape *bad1[] = {&a, &b, &c};
  Shape *bad2[] = {&br, &a};
  Shape **sets[] = {good, bad1, bad2};
  int sizes[] = {2, 3, 2};
  for (int s = 0; s < 3; s++) {
    try {
      printf("set %d: area %.1f\n", s, total_area(sets[s], sizes[s]));
    } catch (const std::exception &e) {
      printf("set %d: std::exception %s\n", s, e.what());
    } catch (int i) {
      printf("set %d: int %d\n", s, i);
    }
  }
  int (Calc::*pm)(int) const = &Calc::div;
  Calc calc{84};
  for (int d = 2; d >= 0; d -= 2) {
    try {
      printf("84/%d = %d\n", d, (calc.*pm)(d));
    } catch (const std::overflow_error &e) {
      printf("member pointer: %s\n", e.what());
    }
  }
  int acc = 0;
  for (int i = 0; i < 3; i++) {
    try {
      acc += table[i](i * 5);
    } catch (int v) {
      printf("table[%d] threw %d\n", i, v);
    }
  }
  printf("acc %d\n", acc);
  return 0;
}
