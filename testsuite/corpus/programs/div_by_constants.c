/* Division and remainder by every constant divisor 1..64, powers of two, large
   constants and negative constants, for int8..int64 and uint8..uint64 (compilers turn
   these into multiply-high and shift sequences), checked against division by the same
   value passed at run time. */
#include <stdio.h>
#include <stdint.h>

#define DEFS(T, NAME)                                                                    \
    __attribute__((noinline)) static T NAME##_var_div(T a, T b) { return (T)(a / b); }   \
    __attribute__((noinline)) static T NAME##_var_rem(T a, T b) { return (T)(a % b); }
DEFS(int8_t, i8) DEFS(uint8_t, u8) DEFS(int16_t, i16) DEFS(uint16_t, u16) DEFS(int32_t, i32) DEFS(uint32_t, u32) DEFS(int64_t, i64) DEFS(uint64_t, u64)

static unsigned long long h = 1469598103934665603ull;
static int bad;
static void mix(long long v) { h = (h ^ (unsigned long long)v) * 1099511628211ull; }

/* Each CHK expands to a function dividing by the literal D, so D is a compile-time constant. */
#define CHK(T, NAME, D, VALS, NV)                                                           \
    do {                                                                                    \
        for (int i = 0; i < NV; i++) {                                                      \
            T a = (T)VALS[i];                                                               \
            T q = (T)(a / (T)(D)), r = (T)(a % (T)(D));                                     \
            mix(q); mix(r);                                                                 \
            if (q != NAME##_var_div(a, (T)(D)) || r != NAME##_var_rem(a, (T)(D))) {         \
                bad++; printf("mismatch %s %lld / %lld\n", #NAME, (long long)a, (long long)(T)(D)); } \
        }                                                                                   \
    } while (0)
#define ALLD(T, NAME, VALS, NV)                                                             \
    CHK(T, NAME, 1, VALS, NV); CHK(T, NAME, 2, VALS, NV); CHK(T, NAME, 3, VALS, NV); CHK(T, NAME, 5, VALS, NV); \
    CHK(T, NAME, 6, VALS, NV); CHK(T, NAME, 7, VALS, NV); CHK(T, NAME, 9, VALS, NV); CHK(T, NAME, 10, VALS, NV); \
    CHK(T, NAME, 11, VALS, NV); CHK(T, NAME, 12, VALS, NV); CHK(T, NAME, 13, VALS, NV); CHK(T, NAME, 14, VALS, NV); \
    CHK(T, NAME, 15, VALS, NV); CHK(T, NAME, 16, VALS, NV); CHK(T, NAME, 17, VALS, NV); CHK(T, NAME, 19, VALS, NV); \
    CHK(T, NAME, 25, VALS, NV); CHK(T, NAME, 31, VALS, NV); CHK(T, NAME, 32, VALS, NV); CHK(T, NAME, 37, VALS, NV); \
    CHK(T, NAME, 41, VALS, NV); CHK(T, NAME, 60, VALS, NV); CHK(T, NAME, 63, VALS, NV); CHK(T, NAME, 64, VALS, NV); \
    CHK(T, NAME, 100, VALS, NV); CHK(T, NAME, 127, VALS, NV)

static volatile long long vals[] = {0, 1, 2, 3, 6, 7, 9, 10, 99, 100, 101, 127, 128, 200, 255, 256, 1000, 32767, 32768, 65535,
                                    1000000007, 2147483647, 2147483648ll, 4294967295ll, 123456789012345ll, 9223372036854775807ll,
                                    -1, -2, -3, -7, -10, -99, -100, -101, -127, -128, -32768, -2147483647, -2147483648ll,
                                    -123456789012345ll, -9223372036854775807ll - 1};
#define NVALS ((int)(sizeof vals / sizeof vals[0]))

int main(void) {
    const char *names[] = {"i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64"};
    for (int t = 0; t < 8; t++) {
        h = 1469598103934665603ull;
        switch (t) {
        case 0: ALLD(int8_t, i8, vals, NVALS); CHK(int8_t, i8, -3, vals, NVALS); CHK(int8_t, i8, -128, vals, NVALS); break;
        case 1: ALLD(uint8_t, u8, vals, NVALS); CHK(uint8_t, u8, 255, vals, NVALS); CHK(uint8_t, u8, 129, vals, NVALS); break;
        case 2: ALLD(int16_t, i16, vals, NVALS); CHK(int16_t, i16, -7, vals, NVALS); CHK(int16_t, i16, 10000, vals, NVALS); break;
        case 3: ALLD(uint16_t, u16, vals, NVALS); CHK(uint16_t, u16, 65535, vals, NVALS); CHK(uint16_t, u16, 1000, vals, NVALS); break;
        case 4: ALLD(int32_t, i32, vals, NVALS); CHK(int32_t, i32, -1000000007, vals, NVALS); CHK(int32_t, i32, 0x7fffffff, vals, NVALS); break;
        case 5: ALLD(uint32_t, u32, vals, NVALS); CHK(uint32_t, u32, 0xffffffffu, vals, NVALS); CHK(uint32_t, u32, 0x80000001u, vals, NVALS); CHK(uint32_t, u32, 1000000007u, vals, NVALS); break;
        case 6: ALLD(int64_t, i64, vals, NVALS); CHK(int64_t, i64, -5, vals, NVALS); CHK(int64_t, i64, 1000000000000ll, vals, NVALS); CHK(int64_t, i64, -9223372036854775807ll, vals, NVALS); break;
        case 7: ALLD(uint64_t, u64, vals, NVALS); CHK(uint64_t, u64, 0xffffffffffffffffull, vals, NVALS); CHK(uint64_t, u64, 10000000000000000000ull, vals, NVALS); CHK(uint64_t, u64, 0x8000000000000001ull, vals, NVALS); break;
        }
        printf("%-3s %016llx\n", names[t], h);
    }
    volatile int32_t m = -7; volatile uint32_t um = 4000000000u; volatile int64_t ml = -9000000000000000000ll;
    printf("samples: %d %d %u %u %lld %lld\n", m / 2, m % 2, um / 7, um % 7, (long long)(ml / 10), (long long)(ml % 1000));
    printf("bad %d\n", bad);
    return bad ? 1 : (int)(h & 0x3f);
}
