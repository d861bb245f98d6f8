/* Values computed before setjmp and read after its second return, with enough of them
 * to be spilled, while the path from the first return to longjmp spills other values
 * across a call: a register allocator that gives a dead-looking value's stack slot to
 * another value breaks the second return (rllc -O2 did, before setjmp callers were
 * allocated with a slot per value). */
#include <setjmp.h>
#include <stdio.h>
static jmp_buf buf;
__attribute__((noinline)) static void thrower(long v) { if (v != 12345) longjmp(buf, 1); }
__attribute__((noinline)) static long opaque(long v) { return v * 3 + 1; }
__attribute__((noinline)) static long f(volatile long *in) {
  long a0 = in[0], a1 = in[1], a2 = in[2], a3 = in[3], a4 = in[4], a5 = in[5], a6 = in[6];
  long a7 = in[7], a8 = in[8], a9 = in[9], a10 = in[10], a11 = in[11], a12 = in[12], a13 = in[13];
  if (setjmp(buf) == 0) {
    long s = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11 + a12 + a13;
    long b0 = in[0] ^ s, b1 = in[1] ^ (s >> 1), b2 = in[2] ^ (s >> 2), b3 = in[3] ^ (s >> 3);
    long b4 = in[4] ^ (s >> 4), b5 = in[5] ^ (s >> 5), b6 = in[6] ^ (s >> 6), b7 = in[7] ^ (s >> 7);
    long b8 = in[8] ^ (s >> 8), b9 = in[9] ^ (s >> 9), b10 = in[10] ^ (s >> 10), b11 = in[11] ^ (s >> 11);
    long b12 = in[12] ^ (s >> 12), b13 = in[13] ^ (s >> 13);
    long t = opaque(s);
    thrower(t + b0 + 2 * b1 + 3 * b2 + 4 * b3 + 5 * b4 + 6 * b5 + 7 * b6 + 8 * b7 + 9 * b8 + 10 * b9 +
            11 * b10 + 12 * b11 + 13 * b12 + 14 * b13);
    return t;
  }
  return a0 + 2 * a1 + 3 * a2 + 4 * a3 + 5 * a4 + 6 * a5 + 7 * a6 + 8 * a7 + 9 * a8 + 10 * a9 +
         11 * a10 + 12 * a11 + 13 * a12 + 14 * a13;
}
int main(void) {
  volatile long in[14];
  for (int i = 0; i < 14; i++) in[i] = i + 1;
  printf("%ld\n", f(in));
  return 0;
}
