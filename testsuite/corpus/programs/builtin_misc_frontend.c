/* GNU C builtins and extensions resolved partly at compile time and partly at run
   time: __builtin_choose_expr, __builtin_types_compatible_p, __builtin_offsetof,
   __builtin_prefetch, __builtin_classify_type-free _Generic dispatch, statement
   expressions, typeof/__auto_type, case ranges, the ?: operator with an omitted middle
   operand, designated array range initialisers, and __builtin_bit_cast-like memcpy. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct s { char c; double d; int arr[4]; };
#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
#define TYPE_NAME(x) _Generic((x), int: "int", long: "long", double: "double", float: "float", char *: "char*", default: "other")
static int table[16] = {[0 ... 3] = 1, [4 ... 7] = 2, [10] = 5, [12 ... 15] = 9};

__attribute__((noinline)) static const char *range_case(int c) {
    switch (c) {
    case '0' ... '9': return "digit";
    case 'a' ... 'z': return "lower";
    case 'A' ... 'Z': return "upper";
    default: return "other";
    }
}
__attribute__((noinline)) static long sum_prefetch(const long *a, int n) { long s = 0; for (int i = 0; i < n; i++) { __builtin_prefetch(&a[i + 8], 0, 1); s += a[i]; } return s; }

int main(void) {
    int calls = 0;
    int m = MAX(calls++, 5);
    __auto_type d = MAX(1.5, -2.0);
    printf("MAX=%d calls=%d d=%g\n", m, calls, d);
    printf("choose=%d compat=%d %d offsetof d=%zu arr=%zu\n", __builtin_choose_expr(sizeof(long) == 8, 64, 32), __builtin_types_compatible_p(int, signed), __builtin_types_compatible_p(int, long),
           __builtin_offsetof(struct s, d), __builtin_offsetof(struct s, arr[2]));
    char *cp = "x";
    printf("generic: %s %s %s %s %s\n", TYPE_NAME(1), TYPE_NAME(1L), TYPE_NAME(1.0), TYPE_NAME(cp), TYPE_NAME((short)1));
    const char *probe = "aZ5?";
    for (int i = 0; i < 4; i++) printf("%s ", range_case(probe[i]));
    int t = 0;
    for (int i = 0; i < 16; i++) t = t * 3 + table[i];
    int zero = 0, seven = 7;
    printf("\ntable hash=%d elvis=%d %d\n", t, zero ?: 42, seven ?: 42);
    long arr[100]; for (int i = 0; i < 100; i++) arr[i] = i * i;
    int stmt = ({ int x = 3; int y = 4; x * x + y * y; });
    float f = 1.0f; unsigned bits; memcpy(&bits, &f, sizeof bits);
    printf("prefetch sum=%ld stmt=%d bits=%08x\n", sum_prefetch(arr, 92), stmt, bits);
    return stmt;
}
