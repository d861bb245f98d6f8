/* GCC vector extensions on integer vectors of every element width: <16 x i8>,
   <8 x i16>, <4 x i32>, <2 x i64> and unsigned variants with +, -, *, /, %, &, |, ^, ~,
   shifts by a scalar and by a vector of counts, comparisons producing lane masks,
   mask-based selects, element extraction/insertion, and negative lanes. */
#include <stdio.h>
#include <stdint.h>

typedef int8_t v16i8 __attribute__((vector_size(16)));
typedef uint8_t v16u8 __attribute__((vector_size(16)));
typedef int16_t v8i16 __attribute__((vector_size(16)));
typedef uint16_t v8u16 __attribute__((vector_size(16)));
typedef int32_t v4i32 __attribute__((vector_size(16)));
typedef uint32_t v4u32 __attribute__((vector_size(16)));
typedef int64_t v2i64 __attribute__((vector_size(16)));
typedef uint64_t v2u64 __attribute__((vector_size(16)));

static unsigned long long h = 1469598103934665603ull;
static void mixb(const void *p, int n) { const unsigned char *b = p; for (int i = 0; i < n; i++) h = (h ^ b[i]) * 1099511628211ull; }
#define MIX(v) mixb(&(v), sizeof(v))

__attribute__((noinline)) static v16i8 ops8(v16i8 a, v16i8 b) { return (a + b) * (v16i8){3} - (a >> 2) + (a & b) + (v16i8)((v16u8)a >> 3) + a / (v16i8){1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}; }
__attribute__((noinline)) static v8i16 ops16(v8i16 a, v8i16 b) { return a * b + (a << 3) - (b >> (v8i16){0, 1, 2, 3, 4, 5, 6, 15}) + a % (v8i16){7, 7, 7, 7, -7, -7, -7, -7}; }
__attribute__((noinline)) static v4i32 ops32(v4i32 a, v4i32 b) { return (a ^ ~b) + (a << (v4i32){1, 5, 17, 31}) + a / (v4i32){3, -3, 1000, 7} + (v4i32)((v4u32)b >> 7); }
__attribute__((noinline)) static v2i64 ops64(v2i64 a, v2i64 b) { return a * b - (a >> 63) + (a | b) + a / (v2i64){10, -10}; }
__attribute__((noinline)) static v4i32 cmpsel(v4i32 a, v4i32 b) { v4i32 m = a > b; return (a & m) | (b & ~m); }
__attribute__((noinline)) static v16u8 ucmp(v16u8 a, v16u8 b) { return (v16u8)(a >= b) & (a - b); }
__attribute__((noinline)) static v8u16 umax16(v8u16 a, v8u16 b) { v8i16 m = a > b; return (a & (v8u16)m) | (b & ~(v8u16)m); }
__attribute__((noinline)) static v2u64 ushr64(v2u64 a, v2u64 s) { return a >> s; }
__attribute__((noinline)) static int64_t lane_sum(v4i32 v) { return (int64_t)v[0] + v[1] + v[2] + v[3]; }

int main(void) {
    v16i8 a8 = {-128, -100, -1, 0, 1, 2, 3, 50, 100, 127, -7, 8, -9, 10, -11, 12}, b8 = {1, 2, 3, 4, 5, 6, 7, 8, -1, -2, -3, -4, -5, -6, -7, -8};
    v8i16 a16 = {-32768, -1000, -1, 0, 1, 1000, 32767, 12345}, b16 = {3, -3, 300, -300, 7, 0, 1, -1};
    v4i32 a32 = {INT32_MIN + 1, -5, 77777, INT32_MAX}, b32 = {2, 3, -4, 5};
    v2i64 a64 = {INT64_MIN + 1, 1234567890123ll}, b64 = {-1, 3};
    v16i8 r8 = ops8(a8, b8); v8i16 r16 = ops16(a16, b16); v4i32 r32 = ops32(a32, b32); v2i64 r64 = ops64(a64, b64);
    MIX(r8); MIX(r16); MIX(r32); MIX(r64);
    printf("r8:"); for (int i = 0; i < 16; i++) printf(" %d", r8[i]);
    printf("\nr16:"); for (int i = 0; i < 8; i++) printf(" %d", r16[i]);
    printf("\nr32: %d %d %d %d r64: %lld %lld\n", r32[0], r32[1], r32[2], r32[3], (long long)r64[0], (long long)r64[1]);
    v4i32 sel = cmpsel(a32, b32);
    v16u8 uc = ucmp((v16u8)a8, (v16u8)b8);
    v8u16 um = umax16((v8u16)a16, (v8u16)b16);
    v2u64 us = ushr64((v2u64){~0ull, 0x8000000000000000ull}, (v2u64){63, 1});
    MIX(sel); MIX(uc); MIX(um); MIX(us);
    printf("sel: %d %d %d %d uc[0..3]: %u %u %u %u um[0]=%u us=%llu,%llu\n", sel[0], sel[1], sel[2], sel[3], uc[0], uc[1], uc[2], uc[3], um[0], (unsigned long long)us[0], (unsigned long long)us[1]);
    v4i32 ins = a32; ins[2] = -1; ins[0] += 5;
    printf("lane_sum=%lld insert=%d,%d hash=%016llx\n", (long long)lane_sum(a32), ins[0], ins[2], h);
    return (int)(h & 0x7f);
}
