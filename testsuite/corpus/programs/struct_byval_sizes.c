/* Structs of every size class 1..64 bytes (char arrays) passed and returned by value,
   including as the 7th+ argument (stack-passed) and through function pointers. */
#include <stdio.h>
#include <string.h>

#define S(N) \
  typedef struct { unsigned char b[N]; } s##N; \
  __attribute__((noinline)) static s##N make##N(int seed) { s##N r; for (int i = 0; i < N; i++) r.b[i] = (unsigned char)(seed * 31 + i * 7); return r; } \
  __attribute__((noinline)) static unsigned sum##N(s##N v) { unsigned t = 0; for (int i = 0; i < N; i++) t = t * 33 + v.b[i]; return t; } \
  __attribute__((noinline)) static s##N bump##N(s##N v, int k) { for (int i = 0; i < N; i++) v.b[i] = (unsigned char)(v.b[i] + k); return v; } \
  __attribute__((noinline)) static unsigned late##N(long a, long b, long c, long d, long e, long f, s##N v, long g, s##N w) { return (unsigned)(a + b + c + d + e + f + g) + sum##N(v) * 3 + sum##N(w); } \
  static void test##N(void) { \
    s##N x = make##N(N); s##N y = bump##N(x, 3); \
    unsigned (*fp)(s##N) = sum##N; \
    unsigned r = sum##N(x) ^ fp(y) ^ late##N(1, 2, 3, 4, 5, 6, y, 7, x); \
    printf("size %2d sizeof=%2zu sum=%08x bumped=%08x late=%08x\n", N, sizeof(s##N), sum##N(x), sum##N(y), late##N(1, 2, 3, 4, 5, 6, y, 7, x)); \
    total ^= r; \
  }
static unsigned total;
S(1) S(2) S(3) S(4) S(5) S(6) S(7) S(8) S(9) S(10) S(11) S(12) S(13) S(14) S(15) S(16) S(17) S(20) S(23) S(24) S(31) S(32) S(33) S(40) S(48) S(63) S(64) S(100)

int main(void) {
    test1(); test2(); test3(); test4(); test5(); test6(); test7(); test8(); test9(); test10(); test11(); test12(); test13(); test14();
    test15(); test16(); test17(); test20(); test23(); test24(); test31(); test32(); test33(); test40(); test48(); test63(); test64(); test100();
    printf("total=%08x\n", total);
    return (int)(total & 0x7f);
}
