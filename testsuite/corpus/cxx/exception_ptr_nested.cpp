// std::exception_ptr and nested exceptions: current_exception captured in a handler and
// rethrown later (after the handler ended), make_exception_ptr, exceptions carried out of
// a loop and rethrown in order, std::throw_with_nested and rethrow_if_nested unwrapping a
// chain of causes.
#include <cstdio>
#include <exception>
#include <stdexcept>
#include <string>
#include <vector>

static void print_chain(const std::exception &e, int level) {
  printf("%*s%s\n", level * 2, "", e.what());
  try {
    std::rethrow_if_nested(e);
  } catch (const std::exception &inner) {
    print_chain(inner, level + 1);
  } catch (int i) {
    printf("%*sint %d\n", (level + 1) * 2, "", i);
  }
}

static void open_file(int n) {
  if (n == 0) throw 404;
  throw std::runtime_error("file " + std::to_string(n) + " unreadable");
}

static void load(int n) {
  try {
    open_file(n);
  } catch (...) {
    std::throw_with_nested(std::runtime_error("load " + std::to_string(n) + " failed"));
  }
}

static void startup(int n) {
  try {
    load(n);
  } catch (...) {
    std::throw_with_nested(std::logic_error("startup failed"));
  }
}

int main() {
  std::vector<std::exception_ptr> errors;
  for (int i = 0; i < 6; i++) {
    try {
      if (i % 3 == 0) throw std::out_of_range("index " + std::to_string(i));
      if (i % 3 == 1) throw i * 11;
    } catch (...) {
      errors.push_back(std::current_exception());
    }
  }
  errors.push_back(std::make_exception_ptr(std::invalid_argument("made directly")));
  printf("%zu captured\n", errors.size());
  for (auto &p : errors) {
    try {
      std::rethrow_exception(p);
    } catch (const std::exception &e) {
      printf("rethrown std::exception: %s\n", e.what());
    } catch (int i) {
      printf("rethrown int: %d\n", i);
    }
  }
  for (int n = 0; n < 2; n++) {
    try {
      startup(n);
    } catch (const std::exception &e) {
      print_chain(e, 0);
    }
  }
  std::exception_ptr none;
  printf("empty exception_ptr is null: %d\n", none == nullptr);
  return 0;
}
