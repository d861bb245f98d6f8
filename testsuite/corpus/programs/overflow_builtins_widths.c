/* Checked arithmetic builtins for every width: __builtin_{add,sub,mul}_overflow with
   operands and results of int8..int64/uint8..uint64 (same type, mixed signedness, result
   narrower or wider than the operands), and the typed forms __builtin_sadd_overflow,
   __builtin_umull_overflow, __builtin_ssubll_overflow ... at edge values. */
#include <stdio.h>
#include <stdint.h>
#include <limits.h>

static volatile long long sv[] = {LLONG_MIN, LLONG_MIN + 1, INT_MIN, -2147483649ll, -32769, -32768, -129, -128, -2, -1, 0, 1, 2, 127, 128, 255, 256,
                                  32767, 65535, 65536, INT_MAX, 2147483648ll, UINT_MAX, 4294967296ll, LLONG_MAX - 1, LLONG_MAX};
#define NV ((int)(sizeof sv / sizeof sv[0]))
static unsigned long long h = 1469598103934665603ull;
static void mix(unsigned long long v) { h = (h ^ v) * 1099511628211ull; }

#define CHECK3(OP, TA, TB, TR)                                                          \
    __attribute__((noinline)) static int OP##_##TA##_##TB##_##TR(TA a, TB b, TR *r) { \
        return __builtin_##OP##_overflow(a, b, r);                                      \
    }
CHECK3(add, int8_t, int8_t, int8_t)
CHECK3(sub, int8_t, int8_t, int8_t)
CHECK3(mul, int8_t, int8_t, int8_t)
CHECK3(add, uint8_t, uint8_t, uint8_t)
CHECK3(mul, uint16_t, uint16_t, uint16_t)
CHECK3(sub, uint16_t, uint16_t, int16_t)
CHECK3(add, int32_t, int32_t, int32_t)
CHECK3(sub, int32_t, int32_t, int32_t)
CHECK3(mul, int32_t, int32_t, int32_t)
CHECK3(mul, uint32_t, uint32_t, uint32_t)
CHECK3(add, int64_t, int64_t, int64_t)
CHECK3(sub, int64_t, int64_t, int64_t)
CHECK3(mul, int64_t, int64_t, int64_t)
CHECK3(add, uint64_t, uint64_t, uint64_t)
CHECK3(sub, uint64_t, uint64_t, uint64_t)
CHECK3(mul, uint64_t, uint64_t, uint64_t)
CHECK3(add, int64_t, uint64_t, int32_t)
CHECK3(mul, int32_t, uint32_t, int64_t)
CHECK3(sub, uint32_t, int64_t, uint8_t)
CHECK3(mul, int64_t, int64_t, uint64_t)
CHECK3(add, int64_t, int64_t, int8_t)
CHECK3(mul, uint64_t, int64_t, int64_t)

#define RUN(OP, TA, TB, TR)                                                                \
    do {                                                                                   \
        int cnt = 0;                                                                       \
        h = 1469598103934665603ull;                                                        \
        for (int i = 0; i < NV; i++)                                                       \
            for (int j = 0; j < NV; j++) {                                                 \
                TR r = 0;                                                                  \
                int o = OP##_##TA##_##TB##_##TR((TA)sv[i], (TB)sv[j], &r);                 \
                cnt += o; mix((unsigned long long)r * 2 + (unsigned)o);                    \
            }                                                                              \
        printf("%-4s %-9s %-9s -> %-9s overflows=%3d hash=%016llx\n", #OP, #TA, #TB, #TR, cnt, h); \
        total += cnt;                                                                      \
    } while (0)

int main(void) {
    int total = 0;
    RUN(add, int8_t, int8_t, int8_t); RUN(sub, int8_t, int8_t, int8_t); RUN(mul, int8_t, int8_t, int8_t);
    RUN(add, uint8_t, uint8_t, uint8_t); RUN(mul, uint16_t, uint16_t, uint16_t); RUN(sub, uint16_t, uint16_t, int16_t);
    RUN(add, int32_t, int32_t, int32_t); RUN(sub, int32_t, int32_t, int32_t); RUN(mul, int32_t, int32_t, int32_t);
    RUN(mul, uint32_t, uint32_t, uint32_t); RUN(add, int64_t, int64_t, int64_t); RUN(sub, int64_t, int64_t, int64_t);
    RUN(mul, int64_t, int64_t, int64_t); RUN(add, uint64_t, uint64_t, uint64_t); RUN(sub, uint64_t, uint64_t, uint64_t);
    RUN(mul, uint64_t, uint64_t, uint64_t); RUN(add, int64_t, uint64_t, int32_t); RUN(mul, int32_t, uint32_t, int64_t);
    RUN(sub, uint32_t, int64_t, uint8_t); RUN(mul, int64_t, int64_t, uint64_t); RUN(add, int64_t, int64_t, int8_t);
    RUN(mul, uint64_t, int64_t, int64_t);
    /* typed builtins */
    int ri; long rl; long long rll; unsigned ru; unsigned long rul; unsigned long long rull;
    volatile int imax = INT_MAX, imin = INT_MIN; volatile unsigned long umax = ULONG_MAX; volatile long long lmin = LLONG_MIN;
    { int o = __builtin_sadd_overflow(imax, 1, &ri); printf("sadd %d %d\n", o, ri); }
    { int o = __builtin_ssub_overflow(imin, 1, &ri); printf("ssub %d %d\n", o, ri); }
    { int o = __builtin_smul_overflow(imin, -1, &ri); printf("smul %d %d\n", o, ri); }
    { int o = __builtin_saddl_overflow(-1L, (long)imin, &rl); printf("saddl %d %ld\n", o, rl); }
    { int o = __builtin_ssubll_overflow(0, lmin, &rll); printf("ssubll %d %lld\n", o, rll); }
    { int o = __builtin_smulll_overflow(lmin, 1, &rll); printf("smulll %d %lld\n", o, rll); }
    { int o = __builtin_uadd_overflow(4000000000u, 400000000u, &ru); printf("uadd %d %u\n", o, ru); }
    { int o = __builtin_usubl_overflow(0, 1, &rul); printf("usubl %d %lu\n", o, rul); }
    { int o = __builtin_umull_overflow(umax, 2, &rul); printf("umull %d %lu\n", o, rul); }
    { int o = __builtin_umulll_overflow(4294967296ull, 4294967295ull, &rull); printf("umulll %d %llu\n", o, rull); }
    printf("total overflows %d\n", total);
    return total % 128;
}
