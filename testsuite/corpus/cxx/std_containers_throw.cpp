// std::string, std::vector and std::map in code that throws: containers being built are
// freed during unwinding, vector's strong guarantee keeps the old contents when a copy
// constructor throws during a reallocation, and map insertion that throws leaves the map
// unchanged.
#include <cstdio>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

static int live = 0, copy_budget = 1000;

struct Item {
  int v;
  explicit Item(int x) : v(x) { live++; }
  Item(const Item &o) : v(o.v) {
    if (--copy_budget < 0) throw std::runtime_error("copy budget exhausted at " + std::to_string(v));
    live++;
  }
  Item &operator=(const Item &) = default;
  ~Item() { live--; }
};

static std::string build(int n) {
  std::string s = "start";
  std::vector<std::string> parts;
  for (int i = 0; i < n; i++) {
    parts.push_back("part" + std::to_string(i) + std::string(20, 'x'));
    if (i == 5) throw std::string("gave up after ") + parts.back().substr(0, 5);
  }
  for (auto &p : parts) s += p.substr(0, 5);
  return s;
}

int main() {
  for (int n = 3; n <= 8; n += 5) {
    try {
      std::string r = build(n);
      printf("built \"%s\"\n", r.c_str());
    } catch (const std::string &e) {
      printf("caught string \"%s\"\n", e.c_str());
    }
  }

  std::vector<Item> v;
  v.reserve(4);
  for (int i = 0; i < 4; i++) v.emplace_back(i * 10);
  copy_budget = 2;  // Item's copy constructor is not noexcept and it has no move: copies
  try {
    v.emplace_back(40);  // reallocates: copies 4 elements, fails on the third
  } catch (const std::runtime_error &e) {
    printf("caught \"%s\"\n", e.what());
  }
  printf("vector size %zu:", v.size());
  for (const Item &it : v) printf(" %d", it.v);
  printf(", live %d\n", live);
  copy_budget = 1000;

  std::map<std::string, Item> m;
  m.emplace("one", Item(1));
  m.emplace("two", Item(2));
  copy_budget = 0;
  try {
    Item three(3);
    m.insert(std::make_pair(std::string("three"), three));
  } catch (const std::runtime_error &e) {
    printf("map insert: caught \"%s\"\n", e.what());
  }
  copy_budget = 1000;
  printf("map:");
  for (auto &kv : m) printf(" %s=%d", kv.first.c_str(), kv.second.v);
  printf(", size %zu, live %d\n", m.size(), live);
  return 0;
}
