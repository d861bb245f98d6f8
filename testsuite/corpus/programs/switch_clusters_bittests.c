// Switch shapes as llc clusters them: bit tests (few destinations within 64 values),
// GNU case ranges, dense stretches between sparse outliers (jump tables inside a search
// tree), negative and 64-bit case values, 8- and 16-bit selectors, and switches on
// __int128. Every shape is checked over its whole neighbourhood of inputs.
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) static int vowel(int c) {
  switch (c) {
    case 'a': case 'e': case 'i': case 'o': case 'u':
    case 'A': case 'E': case 'I': case 'O': case 'U':
      return 1;
    default:
      return 0;
  }
}

__attribute__((noinline)) static int three_way(unsigned c) {
  switch (c) {
    case 0: case 3: case 6: case 9: case 12: case 40: return 1;
    case 1: case 4: case 7: case 10: case 50: return 2;
    case 2: case 5: case 8: case 11: case 63: return 3;
    default: return 0;
  }
}

__attribute__((noinline)) static int ranges(int x) {
  switch (x) {
    case -1000 ... -900: return 1;
    case -5 ... 5: return 2;
    case 6: return 3;
    case 7 ... 100: return 4;
    case 1000 ... 1000000: return 5;
    case 2000000: return 6;
    default: return 0;
  }
}

__attribute__((noinline)) static int mixed(long x) {
  switch (x) {
    case -7000000000L: return 11;
    case -3: return 12;
    case 10: return 1; case 11: return 2; case 12: return 3; case 13: return 4;
    case 14: return 5; case 16: return 6; case 17: return 7; case 19: return 8;
    case 500: return 13;
    case 1000: return 21; case 1001: return 22; case 1003: return 23; case 1004: return 24;
    case 1005: return 25; case 1007: return 26;
    case 123456789012L: return 31;
    case 0x7fffffffffffffffL: return 32;
    default: return 0;
  }
}

__attribute__((noinline)) static int small_types(signed char c, unsigned short s) {
  int r = 0;
  switch (c) {
    case -128: r = 1; break;
    case -1: r = 2; break;
    case 0 ... 9: r = 3; break;
    case 127: r = 4; break;
    case 40: case 42: case 44: case 46: r = 5; break;
  }
  switch (s) {
    case 0: r += 10; break;
    case 65535: r += 20; break;
    case 1000 ... 1010: r += 30; break;
    case 300: case 301: case 302: case 303: case 305: r += 40; break;
  }
  return r;
}

__attribute__((noinline)) static int wide(__int128 x) {
  switch (x) {
    case 0: return 1;
    case -1: return 2;
    case (__int128)1 << 64: return 3;
    case ((__int128)1 << 100) + 7: return 4;
    case 12345: return 5;
    case -((__int128)1 << 90): return 6;
    default: return 0;
  }
}

int main(void) {
  unsigned long h = 0;
  for (int c = -10; c < 300; c++) h = h * 31 + vowel(c);
  printf("vowel %lu\n", h);
  h = 0;
  for (unsigned c = 0; c < 200; c++) h = h * 7 + three_way(c);
  h = h * 7 + three_way(0xffffffffu);
  printf("three_way %lu\n", h);
  h = 0;
  for (int x = -1100; x < 1200; x++) h = h * 13 + ranges(x);
  int probe[] = {999999, 1000000, 1000001, 2000000, 1999999, -2147483647 - 1, 2147483647};
  for (unsigned i = 0; i < 7; i++) h = h * 13 + ranges(probe[i]);
  printf("ranges %lu\n", h);
  h = 0;
  for (long x = -10; x < 1100; x++) h = h * 17 + mixed(x);
  long far[] = {-7000000000L, -7000000001L, 123456789012L, 123456789011L, 0x7fffffffffffffffL, -0x7fffffffffffffffL - 1};
  for (unsigned i = 0; i < 6; i++) h = h * 17 + mixed(far[i]);
  printf("mixed %lu\n", h);
  h = 0;
  for (int c = -128; c < 128; c++)
    for (unsigned s = 0; s < 65536; s += 97) h = h * 3 + small_types((signed char)c, (unsigned short)s);
  h = h * 3 + small_types(0, 65535) + small_types(0, 1005) + small_types(0, 305);
  printf("small %lu\n", h);
  __int128 w[] = {0, -1, 1, (__int128)1 << 64, ((__int128)1 << 64) + 1, ((__int128)1 << 100) + 7, 12345, -((__int128)1 << 90), ((__int128)1 << 90), -2};
  h = 0;
  for (unsigned i = 0; i < 10; i++) h = h * 10 + wide(w[i]);
  printf("wide %lu\n", h);
  return 0;
}
