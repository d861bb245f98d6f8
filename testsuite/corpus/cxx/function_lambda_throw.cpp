// Lambdas and std::function that throw: a throwing lambda called directly, through a
// std::function, from a std::function stored in a vector; captured objects destroyed
// during unwinding; an empty std::function throws std::bad_function_call; a generic
// lambda rethrowing.
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

struct Tracker {
  std::string name;
  explicit Tracker(std::string n) : name(std::move(n)) {}
  Tracker(const Tracker &o) : name(o.name + "'") {}
  ~Tracker() { printf("  ~Tracker %s\n", name.c_str()); }
};

static int apply(const std::function<int(int)> &f, int x) { return f(x) + 1; }

int main() {
  auto thrower = [](int x) -> int {
    if (x > 2) throw x * 10;
    return x;
  };
  int sum = 0;
  for (int i = 0; i < 5; i++) {
    try {
      sum += thrower(i);
      sum += apply(thrower, i);
    } catch (int e) {
      printf("caught %d at %d\n", e, i);
    }
  }
  printf("sum %d\n", sum);

  std::vector<std::function<std::string(int)>> table;
  Tracker t("t");
  table.push_back([t](int x) { return t.name + std::to_string(x); });
  table.push_back([](int x) -> std::string { throw std::string("entry 1 fails with ") + std::to_string(x); });
  table.push_back([&sum](int x) { return std::to_string(sum + x); });
  for (size_t i = 0; i < table.size(); i++) {
    try {
      printf("table[%zu] = %s\n", i, table[i](7).c_str());
    } catch (const std::string &s) {
      printf("table[%zu] threw \"%s\"\n", i, s.c_str());
    }
  }

  std::function<void()> empty;
  try {
    empty();
  } catch (const std::bad_function_call &e) {
    printf("bad_function_call: %s\n", e.what());
  }

  auto guarded = [](auto f) {
    try {
      f();
    } catch (...) {
      printf("  generic lambda saw it, rethrowing\n");
      throw;
    }
  };
  try {
    guarded([] {
      Tracker inner("inner");
      throw 3.5;
    });
  } catch (double d) {
    printf("caught %.1f\n", d);
  }
  return 0;
}
