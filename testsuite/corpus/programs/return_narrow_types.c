/* Return values of every narrow type: int8/uint8/int16/uint16/_Bool/char returned from
   non-inlined functions and used by callers in wider arithmetic (the callee must return
   them extended as clang's signext/zeroext attributes promise), float/double/long double
   and pointer returns, and returns through function pointers of each type. */
#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

__attribute__((noinline)) static int8_t r_i8(int x) { return (int8_t)(x * 37); }
__attribute__((noinline)) static uint8_t r_u8(int x) { return (uint8_t)(x * 37); }
__attribute__((noinline)) static int16_t r_i16(int x) { return (int16_t)(x * 3701); }
__attribute__((noinline)) static uint16_t r_u16(int x) { return (uint16_t)(x * 3701); }
__attribute__((noinline)) static bool r_bool(int x) { return x % 3 == 0; }
__attribute__((noinline)) static char r_char(int x) { return (char)(x * 50); }
__attribute__((noinline)) static float r_float(int x) { return (float)x / 3; }
__attribute__((noinline)) static long double r_ld(int x) { return (long double)x / 3; }
__attribute__((noinline)) static const char *r_ptr(int x) { static const char *names[] = {"zero", "one", "two"}; return names[x % 3]; }
__attribute__((noinline)) static uint32_t r_u32(int x) { return (uint32_t)x * 0x9e3779b9u; }

int main(void) {
    int8_t (*fi8)(int) = r_i8; uint16_t (*fu16)(int) = r_u16;
    long s = 0;
    for (int x = -20; x <= 20; x += 3) {
        long v = (long)r_i8(x) * 1000000 + (long)r_u8(x) * 1000 + r_i16(x) + r_u16(x) + r_bool(x) + r_char(x) + (long)r_u32(x);
        s += v + fi8(x) + fu16(x);
        printf("x=%3d i8=%4d u8=%3u i16=%6d u16=%5u b=%d c=%4d u32=%10u f=%a ld=%La %s\n", x, r_i8(x), r_u8(x), r_i16(x), r_u16(x), r_bool(x), r_char(x), r_u32(x),
               (double)r_float(x), r_ld(x), r_ptr(x + 30));
    }
    printf("s=%ld\n", s);
    return (int)(s & 0x7f);
}
