/* Exact exponent manipulation functions: frexp/ldexp/scalbn/ilogb/logb/modf/nextafter/
   nexttoward for double, float and long double, including subnormals, zero, infinity,
   and exponent overflow/underflow in ldexp. */
#include <stdio.h>
#include <math.h>
#include <float.h>

int main(void) {
    volatile double v[] = {1.0, 0.75, -10.5, 1e300, 5e-324, 2.2250738585072014e-308, 0x1.fffffffffffffp1023, 0.0, -0.0};
    for (int i = 0; i < 9; i++) {
        int e; double m = frexp(v[i], &e);
        printf("frexp(%a) = %a * 2^%d ilogb=%d logb=%g", v[i], m, e, v[i] != 0 ? ilogb(v[i]) : 0, v[i] != 0 ? logb(v[i]) : 0.0);
        printf(" ldexp(m,e)=%a nextafter up=%a down=%a\n", ldexp(m, e), nextafter(v[i], INFINITY), nextafter(v[i], -INFINITY));
    }
    printf("ldexp(1,1024)=%g ldexp(1,-1075)=%a ldexp(1,-1074)=%a ldexp(0x1.8p0,-1074)=%a\n", ldexp(1.0, 1024), ldexp(1.0, -1075), ldexp(1.0, -1074), ldexp(1.5, -1074));
    printf("scalbn(3,10)=%g scalbnf(1,-149)=%a scalbnl(1,16383)=%La\n", scalbn(3.0, 10), (double)scalbnf(1.0f, -149), scalbnl(1.0L, 16383));
    float fm; int fe; fm = frexpf(-96.0f, &fe);
    long double lm; int le; lm = frexpl(1e-4940L, &le);
    printf("frexpf(-96)=%a,%d frexpl(1e-4940)=%La,%d\n", (double)fm, fe, lm, le);
    printf("nexttoward(1.0f, 2.0L)=%a nexttoward(0.0, -1.0L)=%a nextafterl(1, 2)=%La\n", (double)nexttowardf(1.0f, 2.0L), nexttoward(0.0, -1.0L), nextafterl(1.0L, 2.0L));
    double ip; double fp = modf(-123.456, &ip);
    printf("modf %g %.17g\n", ip, fp);
    int e; frexp(v[3], &e);
    return e & 0x7f;
}
