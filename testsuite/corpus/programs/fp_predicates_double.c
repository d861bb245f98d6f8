/* Every floating-point comparison predicate on double with NaN, infinities, signed zeros,
   denormals and normal values: ==, !=, <, <=, >, >= and their negations (the unordered
   predicates), isgreater/isgreaterequal/isless/islessequal/islessgreater/isunordered,
   each used both as a value (setcc) and as a branch condition, plus selects. */
#include <stdio.h>
#include <math.h>
#include <float.h>

typedef double T;
static volatile T vals[12];
static const char *names[12] = {"-inf", "-max", "-1", "-tiny", "-0", "+0", "+tiny", "+minn", "+1", "+max", "+inf", "nan"};

__attribute__((noinline)) static int as_values(T a, T b) {
    return (a == b) | (a != b) << 1 | (a < b) << 2 | (a <= b) << 3 | (a > b) << 4 | (a >= b) << 5 | (!(a < b)) << 6 | (!(a <= b)) << 7 |
           (!(a > b)) << 8 | (!(a >= b)) << 9 | (!(a == b)) << 10 | (a == b || a != a || b != b) << 11;
}
__attribute__((noinline)) static int as_builtins(T a, T b) {
    return isgreater(a, b) | isgreaterequal(a, b) << 1 | isless(a, b) << 2 | islessequal(a, b) << 3 | islessgreater(a, b) << 4 | isunordered(a, b) << 5;
}
__attribute__((noinline)) static int as_branches(T a, T b) {
    int r = 0;
    if (a == b) r |= 1;
    if (a != b) r |= 2;
    if (a < b) r |= 4;
    if (a <= b) r |= 8;
    if (a > b) r |= 16;
    if (a >= b) r |= 32;
    if (!(a < b)) r |= 64;
    if (!(a <= b)) r |= 128;
    if (!(a > b)) r |= 256;
    if (!(a >= b)) r |= 512;
    if (!(a == b)) r |= 1024;
    if (a == b || a != a || b != b) r |= 2048;
    return r;
}
__attribute__((noinline)) static T sel_min(T a, T b) { return a < b ? a : b; }
__attribute__((noinline)) static T sel_max(T a, T b) { return a > b ? a : b; }
__attribute__((noinline)) static int sel_idx(T a, T b) { return a >= b ? 1 : 2; }
static int cls(T v) { return isnan(v) ? 0 : v < 0 ? (v == -INFINITY ? 1 : 2) : v > 0 ? (v == INFINITY ? 5 : 4) : (signbit(v) ? 6 : 3); }

int main(void) {
    T tmp[12] = {-INFINITY, -DBL_MAX, -1, -DBL_TRUE_MIN, -(T)0.0, (T)0.0, DBL_TRUE_MIN, DBL_MIN, 1, DBL_MAX, INFINITY, NAN};
    for (int i = 0; i < 12; i++) vals[i] = tmp[i];
    int bad = 0;
    unsigned long long h = 0;
    printf("%-6s", "");
    for (int j = 0; j < 12; j++) printf(" %6s", names[j]);
    printf("\n");
    for (int i = 0; i < 12; i++) {
        printf("%-6s", names[i]);
        for (int j = 0; j < 12; j++) {
            T a = vals[i], b = vals[j];
            int v = as_values(a, b), br = as_branches(a, b), bi = as_builtins(a, b);
            if (v != br) { bad++; printf("[value/branch mismatch]"); }
            printf(" %03x/%02x", v & 0x3f, bi);
            h = h * 4099 + (unsigned)v * 64 + (unsigned)bi;
            h = h * 31 + (unsigned)(cls(sel_min(a, b)) * 8 + cls(sel_max(a, b))) + (unsigned)sel_idx(a, b);
        }
        printf("\n");
    }
    printf("hash %016llx bad %d\n", h, bad);
    return bad ? 100 : (int)(h & 0x3f);
}
