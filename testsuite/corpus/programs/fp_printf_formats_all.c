/* printf of floating-point values of every kind through varargs: float (promoted),
   double and long double with %a/%La, %e/%Le, %f/%Lf, %g/%Lg, widths, precisions, the
   '+', ' ', '#', '0' and '-' flags, * width/precision arguments, and special values
   (infinities, positive NaN, negative zero, subnormals, extremes). */
#include <stdio.h>
#include <float.h>
#include <math.h>

int main(void) {
    volatile double d[] = {0.0, -0.0, 1.0, -1.5, 0.1, 123456789.125, 1e-5, 1e21, 1e300, DBL_MAX, DBL_MIN, DBL_TRUE_MIN, INFINITY, -INFINITY, 2.5, 3.5, 0.000123456};
    for (int i = 0; i < (int)(sizeof d / sizeof d[0]); i++)
        printf("[%a] [%e] [%.3f] [%g] [%+.10g] [%#.0f] [%012.4e] [%-12.3g|] [% .2e]\n", d[i], d[i], d[i] > 1e30 ? 0.0 : d[i], d[i], d[i], d[i] > 1e30 ? 1.0 : d[i], d[i], d[i], d[i]);
    printf("nan: [%f] [%e] [%g] [%a] [%5.1f]\n", (double)NAN, (double)NAN, (double)NAN, (double)NAN, (double)NAN);
    volatile long double l[] = {0.0L, -0.0L, 1.0L, 0.1L, -2.75L, 1e-4000L, 1e4000L, LDBL_MAX, LDBL_MIN, LDBL_TRUE_MIN, LDBL_EPSILON, 12345678901234567890.0L, INFINITY};
    for (int i = 0; i < (int)(sizeof l / sizeof l[0]); i++)
        printf("L[%La] [%Le] [%.25Lg] [%Lg] [%+.3Le]\n", l[i], l[i], l[i], l[i], l[i]);
    printf("L fixed: [%Lf] [%.30Lf] [%20.5Lf]\n", 1.0L / 3, 2.0L / 3, -1234.56789L);
    volatile float f[] = {0.1f, 1.0f / 3, FLT_MAX, FLT_MIN, FLT_TRUE_MIN, -16777217.0f};
    for (int i = 0; i < 6; i++) printf("f[%a] [%.9g] [%e]\n", (double)f[i], (double)f[i], (double)f[i]);
    for (int w = 0; w < 20; w += 6)
        for (int p = 0; p < 12; p += 5) printf("[%*.*f] [%*.*Le] ", w, p, 3.14159265358979, w, p, 2.718281828459045235360L);
    printf("\n");
    /* mixed integer and fp varargs so registers and stack slots interleave */
    printf("%d %f %ld %Lf %u %e %lld %Lg %c %g %s %La %x %a\n", 1, 2.5, 3L, 4.25L, 5u, 6e6, 7LL, 8.125L, '9', 10.5, "eleven", 12.0L, 13u, 14.0);
    return 0;
}
