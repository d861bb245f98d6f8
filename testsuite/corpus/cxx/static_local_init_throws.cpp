// A function-local static whose initialiser throws is not initialised: the next call
// tries again (the guard is released), and once an initialisation succeeds it is not
// repeated; a static local object's constructor throwing also leaves it uninitialised.
#include <cstdio>
#include <string>

static int attempts = 0;

static int compute() {
  attempts++;
  printf("  computing, attempt %d\n", attempts);
  if (attempts < 3) throw attempts;
  return attempts * 100;
}

static int cached() {
  static int value = compute();
  return value;
}

struct Config {
  std::string name;
  explicit Config(int tries) : name("config") {
    if (tries < 2) throw std::string("config not ready");
    name += std::to_string(tries);
  }
};

static int config_tries = 0;

static const Config &config() {
  static Config c(++config_tries);
  return c;
}

int main() {
  for (int i = 0; i < 5; i++) {
    try {
      printf("cached() = %d\n", cached());
    } catch (int a) {
      printf("attempt %d threw\n", a);
    }
  }
  for (int i = 0; i < 4; i++) {
    try {
      printf("config %s\n", config().name.c_str());
    } catch (const std::string &s) {
      printf("%s (try %d)\n", s.c_str(), config_tries);
    }
  }
  printf("attempts %d\n", attempts);
  return 0;
}
