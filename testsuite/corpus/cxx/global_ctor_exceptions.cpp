// Exception handling before main and after it: constructors of global objects (run from
// .init_array) throw and catch internally, a global's constructor with a
// function-try-block recovers, and a global destructor (run at exit) catches an exception
// of its own. Order of output follows the order of definition.
#include <cstdio>
#include <stdexcept>
#include <string>

static int parse_or(const char *s, int fallback) {
  try {
    size_t used = 0;
    int v = std::stoi(s, &used);
    if (s[used] != '\0') throw std::invalid_argument(std::string("junk in ") + s);
    return v;
  } catch (const std::exception &e) {
    printf("  parse_or(\"%s\"): %s, using %d\n", s, e.what(), fallback);
    return fallback;
  }
}

struct Settings {
  int width, height;
  Settings() : width(parse_or("80", 1)), height(parse_or("2x4", 24)) {
    printf("Settings %dx%d\n", width, height);
  }
};

struct Logger {
  std::string name;
  Logger(const char *n) {
    try {
      if (!n) throw std::logic_error("no name");
      name = n;
    } catch (const std::logic_error &e) {
      name = std::string("default (") + e.what() + ")";
    }
    printf("Logger %s\n", name.c_str());
  }
  ~Logger() {
    try {
      throw name.size();
    } catch (size_t n) {
      printf("~Logger %s: caught %zu at exit\n", name.c_str(), n);
    }
  }
};

Settings settings;
Logger first("first");
Logger second(nullptr);

int main() {
  printf("main: %dx%d, loggers %s / %s\n", settings.width, settings.height, first.name.c_str(), second.name.c_str());
  return 0;
}
