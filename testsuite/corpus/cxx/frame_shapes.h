// Frames of unusual shapes between a throw and its handler, shared by
// unwind_frame_shapes.cpp (handler compiled by rllc) and gxx_unwind_frame_shapes.cpp
// (handler compiled by g++): each uses the callee-saved registers (an asm statement
// clobbers rbx and r12-r15, also rsi and rdi on Windows, x19-x28 on AArch64, so each saves
// them in its prologue) and has a dynamic alloca, a variable-length array,
// an over-aligned local (stack realignment), a large frame or many stack arguments.
#ifndef FRAME_SHAPES_H
#define FRAME_SHAPES_H

#include <cstdint>
#include <cstdio>
#include <cstring>

static int depth_log[8];
static int logged = 0;

#if defined(__aarch64__)
#define CLOBBER_CALLEE_SAVED() \
  asm volatile("" ::: "x19", "x20", "x21", "x22", "x23", "x24", "x25", "x26", "x27", "x28", "memory")
#elif defined(_WIN32)
#define CLOBBER_CALLEE_SAVED() \
  asm volatile("" ::: "rbx", "rsi", "rdi", "r12", "r13", "r14", "r15", "memory")
#else
#define CLOBBER_CALLEE_SAVED() asm volatile("" ::: "rbx", "r12", "r13", "r14", "r15", "memory")
#endif

__attribute__((noinline)) static void thrower(int v) {
  CLOBBER_CALLEE_SAVED();
  throw v;
}

__attribute__((noinline)) static int with_alloca(int n, int v) {
  char *buf = (char *)__builtin_alloca((size_t)n);
  memset(buf, v & 0x7f, (size_t)n);
  CLOBBER_CALLEE_SAVED();
  depth_log[logged++ & 7] = buf[n - 1];
  thrower(v);
  return buf[0];
}

__attribute__((noinline)) static int with_vla(int n, int v) {
  int vla[n];
  for (int i = 0; i < n; i++) vla[i] = i * v;
  CLOBBER_CALLEE_SAVED();
  int r = with_alloca(n * 3, v + 1);
  return r + vla[n - 1];
}

struct alignas(64) Aligned {
  int x[16];
};

__attribute__((noinline)) static int with_overaligned(int v) {
  Aligned a;
  a.x[0] = v;
  a.x[15] = (int)(((uintptr_t)&a) % 64);  // 0: the frame was realigned
  CLOBBER_CALLEE_SAVED();
  int r = with_vla(5 + v % 3, v + 1);
  return r + a.x[0] + a.x[15];
}

__attribute__((noinline)) static int with_large_frame(int v) {
  volatile char big[20000];
  big[v % 20000] = (char)v;
  CLOBBER_CALLEE_SAVED();
  int r = with_overaligned(v + 1);
  return r + big[v % 20000];
}

__attribute__((noinline)) static int many_args(int a, int b, int c, int d, int e, int f, int g, int h, int i,
                                               int j, long k, double l, double m) {
  CLOBBER_CALLEE_SAVED();
  int r = with_large_frame(a + b + c + d + e + f + g + h + i + j + (int)k + (int)(l + m));
  return r;
}

#endif
