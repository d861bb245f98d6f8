/* printf of float/double/long double with %a %A %e %f %g %Lf %La, widths, precisions, flags. */
#include <stdio.h>
#include <math.h>
#include <float.h>

int main(void) {
    double dv[] = { 0.0, -0.0, 1.0, -1.5, 0.1, 1.0 / 3, 123456789.0, 1e-5, 1e-300, 1e300, DBL_MAX, DBL_MIN, DBL_TRUE_MIN, INFINITY, -INFINITY, NAN, 2.5, 0.125, 999999.5, 1e21 };
    for (unsigned i = 0; i < sizeof dv / sizeof dv[0]; i++) {
        double d = dv[i];
        printf("[%a] [%A] [%.3a] [%e] [%.0e] [%f] [%.10f] [%g] [%.17g] [%G] [%10.3g] [%-12.4e|] [%+f] [% g] [%#g] [%#.0f] [%012.3f]\n",
               d, d, d, d, d, (fabs(d) < 1e30 || !isfinite(d)) ? d : 0.0, (fabs(d) < 1e10 || !isfinite(d)) ? d : 0.0, d, d, d, d, d, (fabs(d) < 1e20 || !isfinite(d)) ? d : 1.0, d, d, (fabs(d) < 1e20 || !isfinite(d)) ? d : 2.0, (fabs(d) < 1e20 || !isfinite(d)) ? d : 3.0);
    }
    long double lv[] = { 0.0L, 1.0L, -1.0L / 3, LDBL_MAX, LDBL_MIN, LDBL_EPSILON, 1e4000L, 3.14159265358979323846264338327950288L, 0.1L };
    for (unsigned i = 0; i < sizeof lv / sizeof lv[0]; i++) {
        long double l = lv[i];
        printf("[%La] [%Le] [%.25Lg] [%Lg] [%.3Lf]\n", l, l, l, l, (l < 1e30L && l > -1e30L) ? l : 0.0L);
    }
    float fv[] = { 0.1f, 16777216.0f, 3.4028235e38f, 1.17549435e-38f, 1.4e-45f };
    for (int i = 0; i < 5; i++) printf("f: %a %.9g %e\n", (double)fv[i], (double)fv[i], (double)fv[i]);
    printf("%*.*f|%-*d|%.*e\n", 12, 4, 3.14159, 6, 42, 2, 6.02214076e23);
    printf("%5.1f%%\n", 99.95);
    char buf[64]; int n = snprintf(buf, sizeof buf, "%.20g", 0.1); printf("%s len=%d\n", buf, n);
    volatile size_t lim = 8; n = snprintf(buf, lim, "%f", 1234567.891); printf("trunc '%s' would=%d\n", buf, n);
    return 0;
}
