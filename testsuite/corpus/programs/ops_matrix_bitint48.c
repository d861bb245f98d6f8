/* Every integer operation on _BitInt(48) at edge values: add, sub, mul, div, rem (signs, skipping
   /0 and MIN/-1), and, or, xor, not, neg, shifts by every count 0..width-1 (shl, lshr,
   ashr), all comparison predicates, min/max, abs, division by constants, and conversion to
   float/double. Operands come from a volatile table so -O2 cannot fold them. Prints one
   hash per operation plus a table of the unary results. */
/* check-programs: clang-only (_BitInt) */
#include <stdio.h>
#include <stdint.h>

typedef _BitInt(48) T;
typedef unsigned _BitInt(48) U;
typedef unsigned _BitInt(48) WU; /* unsigned type the arithmetic is done in (no promotion to int) */
#define BITS 48
#define SIGNED ((T)-1 < 0)
#define TMIN ((T)((U)1 << 47))
#define TMAX ((T)(((U)1 << 47) - 1))

static volatile T vals[] = {
    TMIN, (T)(TMIN + 1), (T)(TMIN / 2), (T)-7, (T)-3, (T)-2, (T)-1, 0, 1, 2, 3, 5, 7, 10,
    (T)(TMAX / 2), (T)(TMAX / 2 + 1), (T)(TMAX - 1), TMAX,
    (T)(U)0x5555555555555555ull, (T)(U)0xaaaaaaaaaaaaaaaaull, (T)(U)0x0123456789abcdefull};
#define N ((int)(sizeof vals / sizeof vals[0]))

static unsigned long long h;
static void mix(unsigned long long v) { h = (h ^ v) * 1099511628211ull; }
static unsigned long long bits(T v) { return (unsigned long long)(U)v; }

__attribute__((noinline)) static T op_add(T a, T b) { return (T)((WU)a + (WU)b); }
__attribute__((noinline)) static T op_sub(T a, T b) { return (T)((WU)a - (WU)b); }
__attribute__((noinline)) static T op_mul(T a, T b) { return (T)((WU)a * (WU)b); }
__attribute__((noinline)) static T op_div(T a, T b) { return (T)(a / b); }
__attribute__((noinline)) static T op_rem(T a, T b) { return (T)(a % b); }
__attribute__((noinline)) static T op_and(T a, T b) { return a & b; }
__attribute__((noinline)) static T op_or(T a, T b) { return a | b; }
__attribute__((noinline)) static T op_xor(T a, T b) { return a ^ b; }
__attribute__((noinline)) static T op_shl(T a, int s) { return (T)((WU)(U)a << s); }
__attribute__((noinline)) static T op_lshr(T a, int s) { return (T)((U)a >> s); }
__attribute__((noinline)) static T op_ashr(T a, int s) { return (T)(a >> s); }
__attribute__((noinline)) static T op_neg(T a) { return (T)((WU)0 - (WU)a); }
__attribute__((noinline)) static T op_not(T a) { return (T)~a; }
__attribute__((noinline)) static T op_abs(T a) { return a < 0 ? op_neg(a) : a; }
__attribute__((noinline)) static T op_min(T a, T b) { return a < b ? a : b; }
__attribute__((noinline)) static T op_max(T a, T b) { return a > b ? a : b; }
__attribute__((noinline)) static int op_cmp(T a, T b) {
    return (a == b) | (a != b) << 1 | (a < b) << 2 | (a <= b) << 3 | (a > b) << 4 | (a >= b) << 5 |
           ((U)a < (U)b) << 6 | ((U)a >= (U)b) << 7 | (!a) << 8 | (!!b) << 9;
}
__attribute__((noinline)) static T div3(T a) { return (T)(a / 3); }
__attribute__((noinline)) static T div7(T a) { return (T)(a / 7); }
__attribute__((noinline)) static T div10(T a) { return (T)(a / 10); }
__attribute__((noinline)) static T rem10(T a) { return (T)(a % 10); }
__attribute__((noinline)) static T div16(T a) { return (T)(a / 16); }
__attribute__((noinline)) static T rem16(T a) { return (T)(a % 16); }
__attribute__((noinline)) static T divm5(T a) { return SIGNED ? (T)(a / (T)-5) : (T)(a / (T)5); }
__attribute__((noinline)) static T divmax(T a) { return (T)(a / TMAX); }

#define BINOP(name, expr)                                                   \
    do {                                                                    \
        h = 1469598103934665603ull;                                         \
        for (int i = 0; i < N; i++)                                         \
            for (int j = 0; j < N; j++) { T a = vals[i], b = vals[j]; mix(bits(expr)); } \
        printf("%-6s %016llx\n", name, h);                                  \
        total ^= h;                                                         \
    } while (0)

int main(void) {
    unsigned long long total = 0;
    int bad = 0;
    printf("type _BitInt(48): %d bits, %s, min %lld max %llu\n", BITS, SIGNED ? "signed" : "unsigned",
           (long long)TMIN, (unsigned long long)TMAX);
    BINOP("add", op_add(a, b));
    BINOP("sub", op_sub(a, b));
    BINOP("mul", op_mul(a, b));
    BINOP("and", op_and(a, b));
    BINOP("or", op_or(a, b));
    BINOP("xor", op_xor(a, b));
    BINOP("min", op_min(a, b));
    BINOP("max", op_max(a, b));
    BINOP("cmp", (T)op_cmp(a, b));
    /* division and remainder, skipping x/0 and MIN/-1 */
    h = 1469598103934665603ull;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            T a = vals[i], b = vals[j];
            if (b == 0 || (SIGNED && a == TMIN && b == (T)-1)) continue;
            T q = op_div(a, b), r = op_rem(a, b);
            mix(bits(q)); mix(bits(r));
            if ((T)((WU)op_mul(q, b) + (WU)r) != a) { bad++; printf("divrem identity fails %lld %lld\n", (long long)a, (long long)b); }
            if (r != 0 && ((r < 0) != (a < 0))) { bad++; printf("rem sign wrong %lld %lld\n", (long long)a, (long long)b); }
        }
    printf("divrem %016llx\n", h); total ^= h;
    /* shifts by every count */
    h = 1469598103934665603ull;
    for (int i = 0; i < N; i++)
        for (int s = 0; s < BITS; s++) { T a = vals[i]; mix(bits(op_shl(a, s))); mix(bits(op_lshr(a, s))); mix(bits(op_ashr(a, s))); }
    printf("shifts %016llx\n", h); total ^= h;
    /* width-1 shifts print explicitly */
    for (int i = 0; i < N; i += 4) {
        T a = vals[i];
        printf("  %20lld: shl%d=%llx lshr%d=%llx ashr%d=%lld\n", (long long)a, BITS - 1, bits(op_shl(a, BITS - 1)),
               BITS - 1, bits(op_lshr(a, BITS - 1)), BITS - 1, (long long)op_ashr(a, BITS - 1));
    }
    /* unary ops and division by constants */
    for (int i = 0; i < N; i++) {
        T a = vals[i];
        printf("%20lld neg=%llx not=%llx abs=%llx /3=%lld /7=%lld /10=%lld %%10=%lld /16=%lld %%16=%lld /-5=%lld /max=%lld f=%.9g d=%.17g\n",
               (long long)a, bits(op_neg(a)), bits(op_not(a)), bits(op_abs(a)), (long long)div3(a), (long long)div7(a),
               (long long)div10(a), (long long)rem10(a), (long long)div16(a), (long long)rem16(a), (long long)divm5(a),
               (long long)divmax(a), (double)(float)a, (double)a);
        if (div10(a) != op_div(a, 10) || rem10(a) != op_rem(a, 10) || div7(a) != op_div(a, 7) || div16(a) != op_div(a, 16)) { bad++; printf("const div mismatch\n"); }
    }
    printf("total %016llx bad %d\n", total, bad);
    return bad ? 100 : (int)(total & 0x3f);
}
