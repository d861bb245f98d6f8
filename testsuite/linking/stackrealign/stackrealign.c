/* Stack realignment (-mstackrealign) in functions whose stack pointer moves: variable-
   length arrays (dynamic allocas between llvm.stacksave and llvm.stackrestore), alloca,
   an over-aligned local and values live across calls, so that the frame is addressed
   from a base pointer (rbx), as llc does. Frames of several pages, which the Linux IR
   (-fstack-clash-protection) probes after the realignment. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#ifdef _WIN32
#include <malloc.h>
#else
#include <alloca.h>
#endif

__attribute__((noinline)) long sum(const long *p, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}

__attribute__((noinline)) int aligned(const void *p, uintptr_t a) {
  return ((uintptr_t)p & (a - 1)) == 0;
}

/* A VLA in a loop: rsp moves down and back on every iteration. */
__attribute__((noinline)) long vla_loop(int rounds, long k) {
  _Alignas(32) long pad[4] = {k, k + 1, k + 2, k + 3};
  long total = 0;
  for (int r = 1; r <= rounds; r++) {
    long v[r * 3];
    for (int i = 0; i < r * 3; i++)
      v[i] = i * k + r;
    total += sum(v, r * 3) + aligned(v, 16) + aligned(pad, 32);
  }
  return total + sum(pad, 4);
}

/* alloca: rsp only moves down; many values live across the calls. */
__attribute__((noinline)) long with_alloca(int n, long a, long b, long c, long d,
                                           long e, long f, long g) {
  long *p = alloca(n * sizeof(long));
  for (int i = 0; i < n; i++)
    p[i] = a * i + b;
  long s1 = sum(p, n);
  char *q = alloca(n + 7);
  memset(q, 3, n + 7);
  long s2 = 0;
  for (int i = 0; i < n + 7; i++)
    s2 += q[i];
  return s1 + s2 + c * d + e * f + g + sum(p, n / 2);
}

/* Frames larger than a page: probed page by page (unrolled), and in a loop. */
__attribute__((noinline)) long pages(int n, int k) {
  volatile char buf[20000];
  for (int i = 0; i < n; i++)
    buf[i * 97 % 20000] = (char)(i + k);
  long s = 0;
  for (int i = 0; i < n; i++)
    s += buf[i * 97 % 20000];
  return s;
}

__attribute__((noinline)) long many_pages(int n) {
  volatile long big[12000];
  long vla[n];
  for (int i = 0; i < n; i++) {
    vla[i] = i;
    big[i * 31 % 12000] = i * 2;
  }
  long s = sum(vla, n) + aligned(vla, 16);
  for (int i = 0; i < n; i++)
    s += big[i * 31 % 12000];
  return s;
}

int main(void) {
  printf("vla %ld\n", vla_loop(6, 5));
  printf("alloca %ld\n", with_alloca(11, 2, 3, 4, 5, 6, 7, 8));
  printf("pages %ld %ld\n", pages(300, 1), many_pages(5000));
  return 0;
}
