/* Division, remainder and multiplication by constants at every integer width and
 * signedness, over edge-value dividends: checks the magic-number and shift sequences
 * code generators use instead of div/imul. */
#include <stdint.h>
#include <stdio.h>

static uint64_t hash;
static void mix(uint64_t v) { hash = (hash ^ v) * 0x100000001b3ull; }

#define UDIV_SET(T, X)                                                               \
  do {                                                                               \
    T x = (X);                                                                       \
    mix(x / 2); mix(x / 3); mix(x / 5); mix(x / 6); mix(x / 7); mix(x / 10);         \
    mix(x / 12); mix(x / 14); mix(x / 25); mix(x / 100); mix(x / 641); mix(x / 1000);\
    mix(x / 4096); mix(x / (T)0x7f); mix(x / (T)-3); mix(x / (T)-1);                 \
    mix(x % 2); mix(x % 3); mix(x % 7); mix(x % 10); mix(x % 16); mix(x % 1000);     \
    mix(x % (T)-5); mix((T)(x * 3u)); mix((T)(x * 5u)); mix((T)(x * 9u)); mix((T)(x * 8u));\
    mix((T)(x * 1u * (T)-1)); mix((T)(x * 10u)); mix((T)(x * 1000003u));                                           \
  } while (0)

#define SDIV_SET(T, U, X)                                                               \
  do {                                                                               \
    T x = (X);                                                                       \
    mix(x / 2); mix(x / 3); mix(x / 5); mix(x / 6); mix(x / 7); mix(x / 10);         \
    mix(x / 16); mix(x / 100); mix(x / -1); mix(x / -2); mix(x / -3); mix(x / -7);   \
    mix(x / -16); mix(x / 1); mix(x / 125);                                          \
    mix(x % 2); mix(x % 3); mix(x % 7); mix(x % 10); mix(x % 16); mix(x % -16);      \
    mix(x % -3); mix(x % 1); mix((T)(1u * (U)x * 3)); mix((T)(1u * (U)x * (U)-9)); mix((T)(1u * (U)x * 64));                 \
  } while (0)

int main(void) {
  static const int64_t vals[] = {0, 1, -1, 2, -2, 3, 7, -7, 9, 10, 99, 100, -100, 127, -128,
                                 255, 1000, -1000, 12345, -12345, 32767, -32768, 65535,
                                 2147483647, -2147483647 - 1, 4294967295LL, 123456789012LL,
                                 -123456789012LL, INT64_MAX, INT64_MIN, INT64_MIN + 1};
  for (unsigned i = 0; i < sizeof vals / sizeof vals[0]; i++) {
    volatile int64_t v = vals[i];
    /* Skip INT_MIN / -1 style overflow: it is undefined behaviour. */
    int64_t s = v;
    UDIV_SET(uint8_t, (uint8_t)s);
    UDIV_SET(uint16_t, (uint16_t)s);
    UDIV_SET(uint32_t, (uint32_t)s);
    UDIV_SET(uint64_t, (uint64_t)s);
    if ((int8_t)s != INT8_MIN) SDIV_SET(int8_t, uint8_t, (int8_t)s);
    if ((int16_t)s != INT16_MIN) SDIV_SET(int16_t, uint16_t, (int16_t)s);
    if ((int32_t)s != INT32_MIN) SDIV_SET(int32_t, uint32_t, (int32_t)s);
    if (s != INT64_MIN) SDIV_SET(int64_t, uint64_t, s);
    printf("%2u %lld %016llx\n", i, (long long)s, (unsigned long long)hash);
  }
  return (int)(hash & 0x7f);
}
