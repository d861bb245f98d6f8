/* Enumerations with different underlying types: enumerators above INT_MAX (the enum
   becomes unsigned int or long), negative enumerators, __attribute__((packed)) enums of
   one byte, enums in switch statements with and without default, enum bit-fields, enum
   arithmetic and comparisons, and sizeof of each enum type. */
#include <stdio.h>
#include <limits.h>

enum small { S_A, S_B, S_C = 5, S_D };
enum neg { N_MIN = -3, N_ZERO = 0, N_MAX = 3 };
enum big_u { BU_LOW = 1, BU_HIGH = 0x80000000u };
enum big_l { BL_NEG = -1, BL_HUGE = 0x100000000ll };
enum __attribute__((packed)) tiny { T_X, T_Y, T_Z = 200 };
enum __attribute__((packed)) tiny_s { TS_NEG = -100, TS_POS = 100 };
struct holder { enum small s : 4; enum neg n : 3; unsigned other : 9; };

__attribute__((noinline)) static const char *name(enum small s) {
    switch (s) { case S_A: return "A"; case S_B: return "B"; case S_C: return "C"; case S_D: return "D"; }
    return "?";
}
__attribute__((noinline)) static int classify(enum neg n) { switch (n) { case N_MIN: return -30; case N_MAX: return 30; default: return (int)n; } }
__attribute__((noinline)) static long widen(enum big_l v) { return (long)v * 2; }
__attribute__((noinline)) static unsigned uwiden(enum big_u v) { return (unsigned)v >> 31; }

int main(void) {
    printf("sizes small=%zu neg=%zu big_u=%zu big_l=%zu tiny=%zu tiny_s=%zu holder=%zu\n", sizeof(enum small), sizeof(enum neg), sizeof(enum big_u), sizeof(enum big_l), sizeof(enum tiny), sizeof(enum tiny_s), sizeof(struct holder));
    for (int i = 0; i < 8; i++) printf("%s", name((enum small)i));
    printf("\nclassify: %d %d %d %d\n", classify(N_MIN), classify(N_ZERO), classify(N_MAX), classify((enum neg)2));
    printf("widen=%ld %ld uwiden=%u %u\n", widen(BL_HUGE), widen(BL_NEG), uwiden(BU_HIGH), uwiden(BU_LOW));
    enum tiny t = T_Z; enum tiny_s ts = TS_NEG;
    printf("tiny=%d tiny_s=%d compare=%d\n", t, ts, (int)t > (int)ts);
    struct holder h = {S_D, N_MIN, 300};
    h.n = (enum neg)(h.n + 1);
    printf("holder s=%d n=%d other=%u\n", h.s, h.n, h.other);
    enum small e = S_A;
    for (int i = 0; i < 3; i++) e = (enum small)(e + 2);
    printf("arith=%d less=%d unsigned_cmp=%d\n", e, S_B < S_C, BU_HIGH > BU_LOW);
    return (int)e + h.n;
}
