// iostreams in code that throws: output with std::cout around exceptions, a
// stringstream with exceptions() enabled throwing std::ios_base::failure on a bad
// extraction, and a parser that throws from inside a loop over a stream.
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>

static int parse_sum(const std::string &text) {
  std::istringstream in(text);
  int sum = 0;
  std::string word;
  while (in >> word) {
    std::size_t used = 0;
    int v = std::stoi(word, &used);
    if (used != word.size()) throw std::invalid_argument("trailing junk in '" + word + "'");
    sum += v;
  }
  return sum;
}

int main() {
  const char *inputs[] = {"1 2 3", "10 x 20", "4 5five 6", "  "};
  for (const char *t : inputs) {
    try {
      std::cout << "sum(\"" << t << "\") = " << parse_sum(t) << '\n';
    } catch (const std::invalid_argument &e) {
      std::cout << "sum(\"" << t << "\") failed: " << e.what() << '\n';
    }
  }
  std::istringstream strict("12 ab");
  strict.exceptions(std::ios::failbit | std::ios::badbit);
  int a = 0, b = 0;
  try {
    strict >> a;
    std::cout << "read " << a << '\n';
    strict >> b;
    std::cout << "not reached\n";
  } catch (const std::ios_base::failure &e) {
    std::cout << "ios_base::failure after reading " << a << ", fail " << strict.fail() << '\n';
  }
  std::ostringstream out;
  try {
    out << "partial";
    throw std::runtime_error(out.str());
  } catch (const std::exception &e) {
    std::cout << "message: " << e.what() << std::endl;
  }
  return 0;
}
