// Exceptions thrown by the standard library itself: vector::at and string::at out of
// range, std::stoi and std::stol (invalid argument and out of range), map::at, string
// substr past the end, a dynamic_cast of a reference (bad_cast), std::optional::value
// (bad_optional_access), std::get of a variant (bad_variant_access) and a huge new
// (bad_alloc: more than the address space, so it fails deterministically).
#include <cstdio>
#include <map>
#include <new>
#include <optional>
#include <stdexcept>
#include <string>
#include <typeinfo>
#include <variant>
#include <vector>

struct Animal { virtual ~Animal() {} };
struct Dog : Animal {};
struct Cat : Animal {};

static volatile size_t huge = (size_t)1 << 62;

template <class F> static void attempt(const char *what, F f) {
  try {
    f();
    printf("%-16s ok\n", what);
  } catch (const std::out_of_range &e) {
    printf("%-16s out_of_range\n", what);
  } catch (const std::invalid_argument &e) {
    printf("%-16s invalid_argument: %s\n", what, e.what());
  } catch (const std::bad_alloc &e) {
    printf("%-16s bad_alloc: %s\n", what, e.what());
  } catch (const std::bad_cast &e) {
    printf("%-16s bad_cast: %s\n", what, e.what());
  } catch (const std::exception &e) {
    printf("%-16s exception: %s\n", what, e.what());
  }
}

int main() {
  std::vector<int> v{1, 2, 3};
  std::string s = "hello";
  std::map<int, int> m{{1, 10}};
  attempt("vector::at(2)", [&] { printf("v.at(2) = %d\n", v.at(2)); });
  attempt("vector::at(3)", [&] { printf("%d\n", v.at(3)); });
  attempt("string::at", [&] { printf("%c\n", s.at(10)); });
  attempt("substr", [&] { printf("%s\n", s.substr(6).c_str()); });
  attempt("map::at", [&] { printf("%d\n", m.at(2)); });
  attempt("stoi(\"123\")", [] { printf("stoi = %d\n", std::stoi("123")); });
  attempt("stoi(\"abc\")", [] { printf("%d\n", std::stoi("abc")); });
  attempt("stoi(huge)", [] { printf("%d\n", std::stoi("99999999999999999999")); });
  attempt("stol(\" -42x\")", [] { printf("stol = %ld\n", std::stol(" -42x")); });
  attempt("stod(\"\")", [] { printf("%f\n", std::stod("")); });
  attempt("dynamic_cast&", [] {
    Dog d;
    Animal &a = d;
    Cat &c = dynamic_cast<Cat &>(a);
    printf("%p\n", (void *)&c);
  });
  attempt("optional", [] {
    std::optional<int> o;
    printf("%d\n", o.value());
  });
  attempt("variant", [] {
    std::variant<int, double> var = 1.5;
    printf("%d\n", std::get<int>(var));
  });
  attempt("huge new", [] {
    // A call of operator new, not a new-expression: the optimiser may not remove it.
    void *p = ::operator new(huge);
    ::operator delete(p);
  });
  attempt("reserve", [&] { v.reserve(v.max_size() + 1); });
  return 0;
}
