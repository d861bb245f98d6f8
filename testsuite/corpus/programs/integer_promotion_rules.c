/* C integer promotion and usual arithmetic conversion corner cases: unsigned char and
   unsigned short operands promote to int, comparisons between signed and unsigned
   operands, long vs unsigned int on LP64, ~ on small unsigned types, conditional
   operator result types, compound assignment truncation, char arithmetic, and
   bit-field promotion. */
#include <stdio.h>
#include <stdint.h>

#pragma GCC diagnostic ignored "-Wsign-compare" /* the mixed comparisons are the point */

struct bf { unsigned u3 : 3; int s5 : 5; unsigned long long u40 : 40; };

__attribute__((noinline)) static int uc_sum(unsigned char a, unsigned char b) { return a + b; }           /* 510 max, no wrap */
__attribute__((noinline)) static int uc_sub(unsigned char a, unsigned char b) { return a - b; }           /* can be negative */
__attribute__((noinline)) static int us_mul_small(unsigned short a, unsigned short b) { return a * b; }  /* inputs kept < 46341 */
__attribute__((noinline)) static int cmp_mixed(int a, unsigned b) { return a < b; }                     /* a converted to unsigned */
__attribute__((noinline)) static int cmp_long_uint(long a, unsigned b) { return a < b; }                 /* b converted to long */
__attribute__((noinline)) static int not_uc(unsigned char a) { return ~a; }                              /* promoted: negative int */
__attribute__((noinline)) static unsigned char not_uc_store(unsigned char a) { return (unsigned char)~a; }
__attribute__((noinline)) static long cond_type(int c, int a, unsigned b) { return c ? a : b; }         /* unsigned result */
__attribute__((noinline)) static long long cond_type2(int c, int a, long long b) { return c ? a : b; }
__attribute__((noinline)) static int compound(unsigned char x) { x += 200; x *= 3; x <<= 1; return x; }
__attribute__((noinline)) static int char_arith(char c) { return c - 'a' + 'A'; }
__attribute__((noinline)) static int bf_promote(struct bf *p) { return (p->u3 - 5 < 0) * 100 + (p->s5 < 0) * 10 + (p->u40 - 1 > 0); }
__attribute__((noinline)) static unsigned long long ull_of_negint(int v) { return (unsigned long long)v; }
__attribute__((noinline)) static unsigned long long ull_of_neg_uint(int v) { return (unsigned long long)(unsigned)v; }

int main(void) {
    printf("uc_sum(255,255)=%d uc_sub(1,2)=%d\n", uc_sum(255, 255), uc_sub(1, 2));
    printf("us_mul_small(46340,46340)=%d\n", us_mul_small(46340, 46340));
    printf("-1 < 1u: %d   -1L < 1u: %d   cmp_long_uint(-1,1)=%d\n", cmp_mixed(-1, 1u), cmp_long_uint(-1L, 1u), cmp_long_uint(-5, 3));
    printf("~(uchar)0x0f=%d stored=%d\n", not_uc(0x0f), not_uc_store(0x0f));
    printf("cond_type(1,-1,0)=%ld cond_type2(1,-1,0)=%lld\n", cond_type(1, -1, 0), cond_type2(1, -1, 0));
    printf("compound(100)=%d\n", compound(100));
    printf("char_arith('q')=%c\n", char_arith('q'));
    struct bf s = {1, -3, 0};
    printf("bf_promote=%d sizeof(bf)=%zu\n", bf_promote(&s), sizeof s);
    printf("ull(-1)=%llx ull((unsigned)-1)=%llx\n", ull_of_negint(-1), ull_of_neg_uint(-1));
    volatile unsigned short us = 65535; volatile short ss = -1; volatile unsigned u = 0;
    printf("us+1=%d ss==us:%d (unsigned)ss==us:%d u-1>0:%d\n", us + 1, ss == us, (unsigned short)ss == us, u - 1 > 0);
    volatile signed char sc = -128; volatile unsigned char uc = 128;
    printf("sc==uc:%d (unsigned char)sc==uc:%d -sc=%d sizeof(+sc)=%zu sizeof(sc+sc)=%zu\n", sc == uc, (unsigned char)sc == uc, -sc, sizeof(+sc), sizeof(sc + sc));
    volatile long l = -1; volatile unsigned long ul = 1;
    printf("-1L < 1UL: %d  sizeof(1L+1u)=%zu\n", l < (long)ul, sizeof(1L + 1u));
    volatile uint32_t a32 = 0xffffffffu;
    uint64_t wide = a32 + 1;          /* computed in 32 bits: 0 */
    uint64_t wide2 = (uint64_t)a32 + 1;
    printf("a32+1=%llu (uint64)a32+1=%llu\n", (unsigned long long)wide, (unsigned long long)wide2);
    int zero = -0;
    printf("-0=%d, -0==0:%d\n", zero, zero == 0);
    return uc_sum(255, 255) & 0x7f;
}
