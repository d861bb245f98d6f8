// Class-type exceptions caught by value, by reference and by const reference: copies and
// destructions of the exception object are counted (the throw expression's temporary is
// elided into the exception object), and a handler may modify the exception object it
// holds by reference.
#include <cstdio>

static int live = 0, copies = 0;

struct Err {
  int code;
  char tag[8];
  explicit Err(int c) : code(c) {
    snprintf(tag, sizeof tag, "E%d", c);
    live++;
    printf("  Err(%d)\n", c);
  }
  Err(const Err &o) : code(o.code) {
    snprintf(tag, sizeof tag, "%s", o.tag);
    live++;
    copies++;
    printf("  copy Err(%d)\n", code);
  }
  ~Err() {
    live--;
    printf("  ~Err(%d)\n", code);
  }
};

static void fail(int c) { throw Err(c); }

int main() {
  printf("by value:\n");
  try {
    fail(1);
  } catch (Err e) {
    printf("  caught %s, live %d\n", e.tag, live);
  }
  printf("by reference:\n");
  try {
    fail(2);
  } catch (Err &e) {
    e.code += 100;
    printf("  caught %s code %d, live %d\n", e.tag, e.code, live);
  }
  printf("by const reference:\n");
  try {
    fail(3);
  } catch (const Err &e) {
    printf("  caught %s, live %d\n", e.tag, live);
  }
  printf("throw a named object (copied):\n");
  try {
    Err local(4);
    throw local;
  } catch (const Err &e) {
    printf("  caught %s, live %d\n", e.tag, live);
  }
  printf("live %d copies %d\n", live, copies);
  return live;
}
