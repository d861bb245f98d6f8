// The std::exception hierarchy: runtime_error and logic_error families caught through
// their bases, what() of standard and user-defined exceptions, a user class deriving
// from std::exception and overriding what(), copying exceptions keeps the message.
#include <cstdio>
#include <stdexcept>
#include <string>
#include <system_error>

struct MyError : std::exception {
  int code;
  std::string msg;
  explicit MyError(int c) : code(c), msg("MyError code " + std::to_string(c)) {}
  const char *what() const noexcept override { return msg.c_str(); }
};

struct ParseError : std::runtime_error {
  int line;
  ParseError(const std::string &m, int l) : std::runtime_error(m), line(l) {}
};

static void raise(int k) {
  switch (k) {
    case 0: throw std::runtime_error("runtime");
    case 1: throw std::range_error("range");
    case 2: throw std::overflow_error("overflow");
    case 3: throw std::underflow_error("underflow");
    case 4: throw std::logic_error("logic");
    case 5: throw std::domain_error("domain");
    case 6: throw std::invalid_argument("invalid");
    case 7: throw std::length_error("length");
    case 8: throw std::out_of_range("out of range");
    case 9: throw MyError(k);
    case 10: throw ParseError("unexpected token", 12);
    case 11: throw std::system_error(std::make_error_code(std::errc::invalid_argument), "syscall");
    default: throw std::exception();
  }
}

int main() {
  for (int k = 0; k <= 12; k++) {
    try {
      raise(k);
    } catch (const ParseError &e) {
      printf("%2d ParseError line %d: %s\n", k, e.line, e.what());
    } catch (const std::system_error &e) {
      printf("%2d system_error %d: %s\n", k, e.code().value(), e.what());
    } catch (const std::runtime_error &e) {
      printf("%2d runtime_error family: %s\n", k, e.what());
    } catch (const std::invalid_argument &e) {
      printf("%2d invalid_argument: %s\n", k, e.what());
    } catch (const std::logic_error &e) {
      printf("%2d logic_error family: %s\n", k, e.what());
    } catch (const std::exception &e) {
      printf("%2d std::exception: %s\n", k, e.what());
    }
  }
  try {
    try {
      raise(8);
    } catch (std::exception &e) {
      std::out_of_range copy = dynamic_cast<std::out_of_range &>(e);
      throw copy;
    }
  } catch (const std::out_of_range &e) {
    printf("copied: %s\n", e.what());
  }
  return 0;
}
