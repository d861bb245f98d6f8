// Exceptions in templates: a template exception class instantiated with several types,
// a bounded stack template that throws on overflow and underflow, a function template
// that throws its argument type, and handlers distinguishing instantiations.
#include <cstdio>
#include <string>

template <class T> struct Error {
  T payload;
  const char *where;
};

template <class T, int N> class Stack {
  T items[N];
  int top = 0;

 public:
  void push(const T &x) {
    if (top == N) throw Error<int>{N, "push on a full stack"};
    items[top++] = x;
  }
  T pop() {
    if (top == 0) throw Error<const char *>{"empty", "pop"};
    return items[--top];
  }
  int size() const { return top; }
};

template <class T> [[noreturn]] void raise(T v) { throw Error<T>{v, "raise"}; }

template <class T> T checked_div(T a, T b) {
  if (b == T(0)) raise<T>(a);
  return a / b;
}

template <class S> static void fill(S &s, int n) {
  for (int i = 0; i < n; i++) s.push(i * 3);
}

int main() {
  Stack<int, 4> s;
  try {
    fill(s, 10);
  } catch (const Error<int> &e) {
    printf("%s: capacity %d, size %d\n", e.where, e.payload, s.size());
  }
  int sum = 0;
  try {
    for (;;) sum += s.pop();
  } catch (const Error<const char *> &e) {
    printf("%s: %s, sum %d\n", e.where, e.payload, sum);
  }
  Stack<std::string, 2> names;
  try {
    names.push("a");
    names.push("b");
    names.push("c");
  } catch (Error<int> e) {
    printf("string stack: %s (%d)\n", e.where, e.payload);
  }
  for (int k = 0; k < 3; k++) {
    try {
      switch (k) {
        case 0: printf("int: %d\n", checked_div(7, 0)); break;
        case 1: printf("double: %.2f\n", checked_div(7.0, 0.0)); break;
        default: printf("long: %ld\n", checked_div(7L, 2L)); break;
      }
    } catch (const Error<int> &e) {
      printf("Error<int> %d from %s\n", e.payload, e.where);
    } catch (const Error<double> &e) {
      printf("Error<double> %.1f from %s\n", e.payload, e.where);
    }
  }
  return 0;
}
