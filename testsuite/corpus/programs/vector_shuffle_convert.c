/* Vector shuffles and conversions: __builtin_shufflevector with constant masks (reverse,
   interleave, broadcast, concatenation of two vectors into a wider one, extraction of a
   half), __builtin_convertvector between int and float lanes and between element widths
   (widening with sign/zero extension, narrowing with truncation), and shuffles of
   vectors with different lane counts. */
#include <stdio.h>
#pragma GCC diagnostic ignored "-Wpsabi" /* 32-byte vectors without AVX: passed in memory */
#include <stdint.h>

typedef int32_t v4i32 __attribute__((vector_size(16)));
typedef int32_t v8i32 __attribute__((vector_size(32)));
typedef float v4f32 __attribute__((vector_size(16)));
typedef double v4f64 __attribute__((vector_size(32)));
typedef int16_t v4i16 __attribute__((vector_size(8)));
typedef uint8_t v4u8 __attribute__((vector_size(4)));
typedef int64_t v4i64 __attribute__((vector_size(32)));
typedef uint8_t v16u8 __attribute__((vector_size(16)));

__attribute__((noinline)) static v4i32 rev(v4i32 a) { return __builtin_shufflevector(a, a, 3, 2, 1, 0); }
__attribute__((noinline)) static v4i32 interleave_lo(v4i32 a, v4i32 b) { return __builtin_shufflevector(a, b, 0, 4, 1, 5); }
__attribute__((noinline)) static v4i32 bcast(v4i32 a) { return __builtin_shufflevector(a, a, 2, 2, 2, 2); }
__attribute__((noinline)) static v8i32 concat(v4i32 a, v4i32 b) { return __builtin_shufflevector(a, b, 0, 1, 2, 3, 4, 5, 6, 7); }
__attribute__((noinline)) static v4i32 hi_half(v8i32 a) { return __builtin_shufflevector(a, a, 4, 5, 6, 7); }
__attribute__((noinline)) static v16u8 byte_rev(v16u8 a) { return __builtin_shufflevector(a, a, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0); }
__attribute__((noinline)) static v4f32 i2f(v4i32 a) { return __builtin_convertvector(a, v4f32); }
__attribute__((noinline)) static v4i32 f2i(v4f32 a) { return __builtin_convertvector(a, v4i32); }
__attribute__((noinline)) static v4f64 f2d(v4f32 a) { return __builtin_convertvector(a, v4f64); }
__attribute__((noinline)) static v4i32 widen16(v4i16 a) { return __builtin_convertvector(a, v4i32); }
__attribute__((noinline)) static v4i32 widen8u(v4u8 a) { return __builtin_convertvector(a, v4i32); }
__attribute__((noinline)) static v4i16 narrow(v4i32 a) { return __builtin_convertvector(a, v4i16); }
__attribute__((noinline)) static v4i64 widen64(v4i32 a) { return __builtin_convertvector(a, v4i64); }

int main(void) {
    v4i32 a = {1, -2, 3, -4}, b = {100, 200, 300, 400};
    v4i32 r = rev(a), il = interleave_lo(a, b), bc = bcast(b);
    v8i32 c = concat(a, b);
    v4i32 hh = hi_half(c);
    printf("rev %d %d %d %d | il %d %d %d %d | bc %d | concat[5]=%d | hi %d %d %d %d\n", r[0], r[1], r[2], r[3], il[0], il[1], il[2], il[3], bc[3], c[5], hh[0], hh[1], hh[2], hh[3]);
    v16u8 by = byte_rev((v16u8){0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15});
    printf("byte_rev %d %d %d\n", by[0], by[7], by[15]);
    v4f32 f = i2f((v4i32){16777217, -3, 2147483647, 0});
    v4i32 back = f2i((v4f32){1.9f, -1.9f, 1e9f, -2147483648.0f});
    v4f64 d = f2d((v4f32){0.1f, -2.5f, 1e38f, 1e-45f});
    printf("i2f %a %a %a %a\n", (double)f[0], (double)f[1], (double)f[2], (double)f[3]);
    printf("f2i %d %d %d %d f2d %a %a %a %a\n", back[0], back[1], back[2], back[3], d[0], d[1], d[2], d[3]);
    v4i32 w16 = widen16((v4i16){-32768, -1, 1, 32767}), w8 = widen8u((v4u8){0, 128, 255, 7});
    v4i16 n = narrow((v4i32){70000, -70000, 65535, -1});
    v4i64 w64 = widen64((v4i32){INT32_MIN, -1, 0, INT32_MAX});
    printf("widen16 %d %d %d %d widen8u %d %d %d %d narrow %d %d %d %d w64 %lld %lld\n", w16[0], w16[1], w16[2], w16[3], w8[0], w8[1], w8[2], w8[3], n[0], n[1], n[2], n[3], (long long)w64[0], (long long)w64[3]);
    return (c[5] + n[2]) & 0x7f;
}
