/* Conditional selects (ternaries) likely lowered to cmov/csel: min/max/abs/clamp on all
   integer widths, selects of pointers, selects between floating values and of structs. */
#include <stdio.h>
#include <stdint.h>

#define SEL(T, N) \
  __attribute__((noinline)) static T min_##N(T a, T b) { return a < b ? a : b; } \
  __attribute__((noinline)) static T max_##N(T a, T b) { return a > b ? a : b; } \
  __attribute__((noinline)) static T clamp_##N(T v, T lo, T hi) { return v < lo ? lo : v > hi ? hi : v; } \
  __attribute__((noinline)) static T pick_##N(int c, T a, T b) { return c ? a : b; }
SEL(int8_t, i8) SEL(uint8_t, u8) SEL(int16_t, i16) SEL(uint16_t, u16) SEL(int32_t, i32) SEL(uint32_t, u32) SEL(int64_t, i64) SEL(uint64_t, u64) SEL(float, f32) SEL(double, f64)
struct pt { int x, y; };
__attribute__((noinline)) static struct pt pick_pt(int c, struct pt a, struct pt b) { return c ? a : b; }
__attribute__((noinline)) static const char *pick_str(long v) { return v < 0 ? "neg" : v == 0 ? "zero" : v < 100 ? "small" : "big"; }
__attribute__((noinline)) static int sel_chain(int a, int b, int c) { return (a > b) ? ((b > c) ? b : (a > c ? c : a)) : ((a > c) ? a : (b > c ? c : b)); } /* median */

int main(void) {
    printf("i8 %d %d %d %d\n", min_i8(-128, 127), max_i8(-128, 127), clamp_i8(100, -10, 10), pick_i8(0, 1, -1));
    printf("u8 %u %u %u\n", min_u8(0, 255), max_u8(0, 255), clamp_u8(200, 10, 100));
    printf("i16 %d %d %d\n", min_i16(-32768, 1), max_i16(-1, -2), clamp_i16(-5000, -100, 100));
    printf("u16 %u %u\n", min_u16(65535, 1), max_u16(65535, 1));
    printf("i32 %d %d %d %d\n", min_i32(INT32_MIN, 0), max_i32(INT32_MAX, -1), clamp_i32(7, 0, 5), pick_i32(5, 10, 20));
    printf("u32 %u %u\n", min_u32(0xffffffffu, 0), max_u32(0x80000000u, 0x7fffffffu));
    printf("i64 %lld %lld\n", (long long)min_i64(INT64_MIN, INT64_MAX), (long long)clamp_i64(-1, 0, 10));
    printf("u64 %llu %llu\n", (unsigned long long)max_u64(UINT64_MAX, 0), (unsigned long long)min_u64(1, 2));
    printf("f32 %g %g %g\n", (double)min_f32(-0.5f, 0.25f), (double)max_f32(1e30f, -1e30f), (double)clamp_f32(3.5f, 0, 1));
    printf("f64 %g %g %g\n", min_f64(-0.0, 0.0), max_f64(2.5, 2.25), clamp_f64(-7.5, -1, 1));
    struct pt p = pick_pt(1, (struct pt){ 1, 2 }, (struct pt){ 3, 4 }), q = pick_pt(0, (struct pt){ 1, 2 }, (struct pt){ 3, 4 }); printf("pt %d %d %d %d\n", p.x, p.y, q.x, q.y);
    long vs[] = { -5, 0, 50, 5000 }; for (int i = 0; i < 4; i++) printf("%s ", pick_str(vs[i])); printf("\n");
    int med = 0; for (int a = 0; a < 4; a++) for (int b = 0; b < 4; b++) for (int c = 0; c < 4; c++) med += sel_chain(a, b, c) * (a + 2 * b + 3 * c + 1); printf("median sum=%d\n", med);
    int64_t acc = 0; for (int i = -500; i < 500; i++) acc += clamp_i32(i * 37 % 1000, -200, 300) + pick_i64(i & 1, i, -i); printf("acc=%lld\n", (long long)acc);
    return med & 0xff;
}
