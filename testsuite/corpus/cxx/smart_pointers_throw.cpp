// std::unique_ptr and std::shared_ptr owners destroyed during unwinding: objects are
// deleted exactly once, shared ownership counts drop as frames unwind, a custom deleter
// runs, and make_shared/make_unique whose constructor throws leak nothing.
#include <cstdio>
#include <memory>
#include <stdexcept>
#include <vector>

static int live = 0;

struct Res {
  int id;
  explicit Res(int i) : id(i) {
    if (i < 0) throw std::invalid_argument("negative id");
    live++;
  }
  ~Res() {
    live--;
    printf("  ~Res %d\n", id);
  }
};

static void use(std::shared_ptr<Res> p, int depth) {
  auto local = std::make_unique<Res>(100 + depth);
  printf("  depth %d: use_count %ld\n", depth, p.use_count());
  if (depth == 0) throw std::runtime_error("bottom");
  use(p, depth - 1);
}

struct Closer {
  void operator()(FILE *) const { printf("  custom deleter ran\n"); }
};

int main() {
  auto shared = std::make_shared<Res>(1);
  try {
    use(shared, 3);
  } catch (const std::exception &e) {
    printf("caught %s, use_count %ld, live %d\n", e.what(), shared.use_count(), live);
  }
  try {
    std::unique_ptr<FILE, Closer> f(stdout);
    std::vector<std::unique_ptr<Res>> many;
    for (int i = 0; i < 4; i++) many.push_back(std::make_unique<Res>(10 + i));
    many.push_back(std::make_unique<Res>(-1));
  } catch (const std::invalid_argument &e) {
    printf("caught %s, live %d\n", e.what(), live);
  }
  try {
    auto s = std::make_shared<Res>(-2);
  } catch (const std::logic_error &e) {
    printf("make_shared: caught %s, live %d\n", e.what(), live);
  }
  std::weak_ptr<Res> w = shared;
  shared.reset();
  printf("expired %d, live %d\n", (int)w.expired(), live);
  return live;
}
