/* Exhaustive tests of the smallest _BitInt types: unsigned _BitInt(1), _BitInt(2),
   unsigned _BitInt(2), _BitInt(3) and unsigned _BitInt(5): every pair of values through
   add/sub/mul (wrapping in the unsigned type), div/rem, bitwise ops, shifts, compares and
   conversions to int (sign/zero extension) and from int (truncation). */
/* check-programs: clang-only (_BitInt) */
#include <stdio.h>

typedef unsigned _BitInt(1) u1;
typedef _BitInt(2) s2;
typedef unsigned _BitInt(2) u2;
typedef _BitInt(3) s3;
typedef unsigned _BitInt(3) u3;
typedef unsigned _BitInt(5) u5;

static unsigned long long h = 1469598103934665603ull;
static void mix(long long v) { h = (h ^ (unsigned long long)v) * 1099511628211ull; }

__attribute__((noinline)) static u1 u1_add(u1 a, u1 b) { return a + b; }
__attribute__((noinline)) static u1 u1_mul(u1 a, u1 b) { return a * b; }
__attribute__((noinline)) static u1 u1_not(u1 a) { return ~a; }
__attribute__((noinline)) static u1 u1_from(int v) { return (u1)v; }
__attribute__((noinline)) static int u1_lt(u1 a, u1 b) { return a < b; }
__attribute__((noinline)) static s2 s2_wadd(s2 a, s2 b) { return (s2)((u2)a + (u2)b); }
__attribute__((noinline)) static s2 s2_div(s2 a, s2 b) { return a / b; }
__attribute__((noinline)) static s2 s2_rem(s2 a, s2 b) { return a % b; }
__attribute__((noinline)) static s2 s2_ashr(s2 a, int s) { return a >> s; }
__attribute__((noinline)) static int s2_to_int(s2 a) { return a; }
__attribute__((noinline)) static s3 s3_wmul(s3 a, s3 b) { return (s3)((u3)a * (u3)b); }
__attribute__((noinline)) static s3 s3_div(s3 a, s3 b) { return a / b; }
__attribute__((noinline)) static s3 s3_rem(s3 a, s3 b) { return a % b; }
__attribute__((noinline)) static int s3_cmp(s3 a, s3 b) { return (a < b) * 4 + (a == b) * 2 + (a > b); }
__attribute__((noinline)) static u5 u5_ops(u5 a, u5 b, int s) { return (u5)((a * b) ^ (a - b) ^ (u5)(a << s) ^ (a >> s) ^ (u5)(b / (a | 1)) ^ (u5)(b % (a | 1))); }

int main(void) {
    printf("sizes: u1=%zu s2=%zu s3=%zu u5=%zu\n", sizeof(u1), sizeof(s2), sizeof(s3), sizeof(u5));
    for (int a = 0; a < 2; a++)
        for (int b = 0; b < 2; b++)
            printf("u1 %d,%d: add=%d mul=%d not=%d lt=%d\n", a, b, (int)u1_add((u1)a, (u1)b), (int)u1_mul((u1)a, (u1)b), (int)u1_not((u1)a), u1_lt((u1)a, (u1)b));
    printf("u1 from 2,3,-1: %d %d %d\n", (int)u1_from(2), (int)u1_from(3), (int)u1_from(-1));
    for (int a = -2; a < 2; a++) {
        printf("s2 %2d:", a);
        for (int b = -2; b < 2; b++) {
            printf(" +%d=%2d", b, s2_to_int(s2_wadd((s2)a, (s2)b)));
            if (b != 0 && !(a == -2 && b == -1)) printf(" /%d=%2d %%%d=%2d", b, s2_to_int(s2_div((s2)a, (s2)b)), b, s2_to_int(s2_rem((s2)a, (s2)b)));
        }
        printf(" >>1=%d\n", s2_to_int(s2_ashr((s2)a, 1)));
    }
    for (int a = -4; a < 4; a++)
        for (int b = -4; b < 4; b++) {
            mix(s3_wmul((s3)a, (s3)b)); mix(s3_cmp((s3)a, (s3)b));
            if (b != 0 && !(a == -4 && b == -1)) { mix(s3_div((s3)a, (s3)b)); mix(s3_rem((s3)a, (s3)b)); }
        }
    printf("s3 hash %016llx\n", h);
    printf("s3 row -4: mul3=%d div3=%d rem3=%d\n", (int)s3_wmul(-4, 3), (int)s3_div(-4, 3), (int)s3_rem(-4, 3));
    for (int a = 0; a < 32; a++)
        for (int b = 0; b < 32; b++)
            for (int s = 0; s < 5; s++) mix(u5_ops((u5)a, (u5)b, s));
    printf("u5 hash %016llx\n", h);
    printf("u5 samples: %d %d %d\n", (int)u5_ops(31, 31, 4), (int)u5_ops(17, 3, 2), (int)u5_ops(0, 30, 1));
    return (int)(h % 128);
}
