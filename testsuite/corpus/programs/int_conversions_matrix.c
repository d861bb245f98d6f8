/* Conversion of a set of values between every pair of integer types. */
#include <stdio.h>
#include <stdint.h>

#define TYPES(X) X(signed char, sc) X(unsigned char, uc) X(short, ss) X(unsigned short, us) X(int, si) \
    X(unsigned, ui) X(long, sl) X(unsigned long, ul) X(long long, sll) X(unsigned long long, ull) X(_Bool, b)

#define CONV_FROM(T, N) __attribute__((noinline)) static T from_ll_##N(long long v) { return (T)v; } \
                        __attribute__((noinline)) static long long to_ll_##N(T v) { return (long long)v; } \
                        __attribute__((noinline)) static unsigned long long to_ull_##N(T v) { return (unsigned long long)v; }
TYPES(CONV_FROM)

static unsigned long long h = 0;
int main(void) {
    long long vals[] = { 0, 1, -1, 127, 128, -128, -129, 255, 256, 32767, 32768, -32768, -32769, 65535, 65536,
                         2147483647LL, 2147483648LL, -2147483648LL, -2147483649LL, 4294967295LL, 4294967296LL,
                         9223372036854775807LL, -9223372036854775807LL - 1, 0x0123456789abcdefLL, -0x0123456789abcdefLL };
    for (unsigned i = 0; i < sizeof vals / sizeof vals[0]; i++) {
        long long v = vals[i];
        printf("%lld:", v);
#define SHOW(T, N) { T t = from_ll_##N(v); printf(" " #N "=%lld/%llu", to_ll_##N(t), to_ull_##N(t)); h = h * 131 + to_ull_##N(t); }
        TYPES(SHOW)
        printf("\n");
    }
    /* chained conversions */
    for (unsigned i = 0; i < sizeof vals / sizeof vals[0]; i++) {
        long long v = vals[i];
        long long c1 = (long long)(short)(unsigned char)(int)v;
        long long c2 = (long long)(unsigned short)(signed char)(unsigned)v;
        unsigned long long c3 = (unsigned long long)(int)(unsigned short)v;
        unsigned long long c4 = (unsigned long long)(long long)(unsigned)(short)v;
        printf("chain %lld: %lld %lld %llu %llu\n", v, c1, c2, c3, c4);
        h ^= (unsigned long long)c1 + (unsigned long long)c2 * 3 + c3 * 5 + c4 * 7;
    }
    printf("h=%016llx\n", h);
    return (int)(h & 0xf);
}
