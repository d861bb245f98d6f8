/* Functions with 10..20 arguments of every integer width and signedness (int8..uint64,
   _Bool, pointers), so narrow values are passed both in registers and in stack slots; the
   callee must see them correctly sign- or zero-extended. Also called through a function
   pointer and with arguments computed from narrow loads. */
#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

__attribute__((noinline)) static int64_t mix(int8_t a, uint8_t b, int16_t c, uint16_t d, int32_t e, uint32_t f, int64_t g, uint64_t h, bool i, const int *j,
                                             int8_t k, uint8_t l, int16_t m, uint16_t n, int32_t o, uint32_t p, bool q, int8_t r, uint16_t s, int64_t t) {
    int64_t v = a;
    v = v * 3 + b; v = v * 3 + c; v = v * 3 + d; v = v * 3 + e; v = v * 3 + f; v = v * 3 + (g & 0xffff); v = v * 3 + (int64_t)(h >> 48);
    v = v * 3 + i; v = v * 3 + *j; v = v * 3 + k; v = v * 3 + l; v = v * 3 + m; v = v * 3 + n; v = v * 3 + o; v = v * 3 + p; v = v * 3 + q;
    v = v * 3 + r; v = v * 3 + s; v = v * 3 + (t >> 40);
    return v;
}
__attribute__((noinline)) static int echo_stack(int a, int b, int c, int d, int e, int f, int8_t g, uint8_t h, int16_t i, uint16_t j) {
    printf("stack args: %d %d %d %d\n", g, h, i, j);
    return a + b + c + d + e + f + g + h + i + j;
}
__attribute__((noinline)) static uint64_t sum10(uint8_t a, uint8_t b, uint8_t c, uint8_t d, uint8_t e, uint8_t f, uint8_t g, uint8_t h, uint8_t i, uint8_t j) {
    return (uint64_t)a + b + c + d + e + f + g + h + i + j;
}

int main(void) {
    volatile int8_t sc[] = {-128, -1, 127};
    volatile uint8_t uc[] = {255, 128, 0};
    volatile int16_t ss[] = {-32768, -2, 32767};
    volatile uint16_t us[] = {65535, 32768, 1};
    int seven = 7;
    int64_t (*fp)(int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t, int64_t, uint64_t, bool, const int *, int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t, bool, int8_t, uint16_t, int64_t) = mix;
    for (int i = 0; i < 3; i++) {
        int64_t r1 = mix(sc[i], uc[i], ss[i], us[i], -100000 * (i + 1), 4000000000u - (unsigned)i, INT64_MIN + i, UINT64_MAX - (uint64_t)i, i & 1, &seven,
                         sc[2 - i], uc[2 - i], ss[2 - i], us[2 - i], INT32_MIN + i, UINT32_MAX, !(i & 1), (int8_t)(sc[i] + 1), us[i], INT64_MAX - i);
        int64_t r2 = fp(sc[i], uc[i], ss[i], us[i], 0, 0, 0, 0, 0, &seven, sc[i], uc[i], ss[i], us[i], 0, 0, 1, sc[i], us[i], 0);
        printf("i=%d r1=%lld r2=%lld\n", i, (long long)r1, (long long)r2);
    }
    int e = echo_stack(1, 2, 3, 4, 5, 6, sc[0], uc[0], ss[0], us[0]);
    printf("echo=%d sum10=%llu\n", e, (unsigned long long)sum10(uc[0], uc[0], uc[1], uc[1], uc[0], uc[0], uc[1], uc[1], uc[0], uc[0]));
    return e & 0x7f;
}
