/* x87 long double: arithmetic, comparisons, conversions, passing by value and in varargs/structs. */
#include <stdio.h>
#include <float.h>
#include <math.h>
#include <string.h>

typedef long double LD;
struct withld { char c; LD v; int i; };
__attribute__((noinline)) static LD add3(LD a, LD b, LD c) { return a + b + c; }
__attribute__((noinline)) static LD mix(int a, LD b, double c, LD d, float e, LD f, LD g, LD h) { return a * b + c * d + e * f + g / h; }
__attribute__((noinline)) static struct withld mk(LD v) { struct withld s = { 'x', v * 2, 7 }; return s; }
__attribute__((noinline)) static LD sum_struct(struct withld s) { return s.v + s.i + s.c; }
__attribute__((noinline)) static LD ld_sqrt_newton(LD x) { LD r = x; for (int i = 0; i < 60; i++) r = (r + x / r) / 2; return r; }

int main(void) {
    LD third = 1.0L / 3.0L;
    printf("third %.21Lg %La\n", third, third);
    printf("eps %Lg mant=%d digits=%d max_exp=%d\n", LDBL_EPSILON, LDBL_MANT_DIG, LDBL_DIG, LDBL_MAX_EXP);
    printf("add3 %.20Lg\n", add3(1e18L, 1.0L, -1e18L));
    printf("mix %.20Lg\n", mix(3, 0.5L, 2.0, 0.25L, 1.5f, 4.0L, 10.0L, 4.0L));
    struct withld s = mk(1.25L); printf("struct %c %Lg %d sum=%Lg size=%zu align=%zu\n", s.c, s.v, s.i, sum_struct(s), sizeof s, _Alignof(LD));
    printf("sqrt2 %.20Lg\n", ld_sqrt_newton(2.0L));
    LD big = 1e4000L; printf("big %Lg tiny %Lg prod %Lg\n", big, 1.0L / big, big * (1.0L / big));
    unsigned long long u = 0xffffffffffffffffULL; LD lu = u; printf("u64 exact %.0Lf back=%llu\n", lu, (unsigned long long)lu);
    long long i = -9223372036854775807LL - 1; LD li = i; printf("i64 %.0Lf back=%lld\n", li, (long long)li);
    double d = (double)third; float f = (float)third; printf("narrow %.17g %.9g\n", d, (double)f);
    LD nan = NAN; printf("nan cmp %d %d %d\n", nan == nan, nan < 1, isnan(nan) != 0);
    LD negz = -0.0L; printf("negz %Lg signbit=%d\n", negz, signbit(negz) != 0);
    LD acc = 0; for (int k = 1; k <= 1000; k++) acc += 1.0L / ((LD)k * k); printf("basel %.19Lg\n", acc);
    LD arr[5] = { 5, -1, 3.5L, 1e-10L, 2 }; LD mx = arr[0]; for (int k = 1; k < 5; k++) if (arr[k] > mx) mx = arr[k]; printf("max %Lg\n", mx);
    unsigned char bytes[16]; memset(bytes, 0, 16); LD one = 1.0L; memcpy(bytes, &one, 10);
    for (int k = 0; k < 10; k++) printf("%02x", bytes[k]); printf("\n");
    printf("fmodl %Lg truncl %Lg floorl %Lg\n", fmodl(10.5L, 3.0L), truncl(-2.7L), floorl(-2.5L));
    return (int)(acc * 10);
}
