// Shared by gxx_throws.cpp (compiled by rllc) and gxx_throws.gxx.cpp (compiled by g++).
#ifndef GXX_THROWS_H
#define GXX_THROWS_H

// Exception classes with virtual functions, all defined inline: both units emit the same
// (weak) type information.
struct Payload {
  int n;
  explicit Payload(int v) : n(v) {}
  virtual ~Payload() {}
  virtual int value() const { return n; }
};
struct BigPayload : Payload {
  using Payload::Payload;
  int value() const override { return n * 1000; }
};

// In gxx_throws.gxx.cpp:
// throws an int, a std::runtime_error, a Payload or a BigPayload (by kind % 4).
void gxx_throw(int kind);
// calls cb(x) with objects to destroy in g++'s frames around the call.
int gxx_call_with_cleanup(int (*cb)(int), int x);
// calls cb(x) and rethrows whatever it throws after logging it.
int gxx_catch_and_rethrow(int (*cb)(int), int x);

#endif
