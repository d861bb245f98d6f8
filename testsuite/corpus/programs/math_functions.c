/* libm calls with double/float: results rounded to 10 significant digits for stability. */
#include <stdio.h>
#include <math.h>

__attribute__((noinline)) static double id(double x) { return x; }

int main(void) {
    double xs[] = { 0.0, 0.5, 1.0, 2.0, 3.14159265358979, 10.0, -1.5, 100.0 };
    for (int i = 0; i < 8; i++) {
        double x = id(xs[i]);
        printf("x=%g sin=%.10g cos=%.10g tan=%.10g exp=%.10g atan=%.10g tanh=%.10g", x, sin(x), cos(x), tan(x), exp(x), atan(x), tanh(x));
        if (x > 0) printf(" log=%.10g log10=%.10g log2=%.10g sqrt=%.10g", log(x), log10(x), log2(x), sqrt(x));
        printf(" pow(x,1.5)=%.10g\n", x >= 0 ? pow(x, 1.5) : pow(x, 3.0));
    }
    printf("atan2 %.10g %.10g %.10g %.10g\n", atan2(1, 1), atan2(-1, -1), atan2(0.0, -1.0), atan2(-0.0, -1.0));
    printf("floats %.6g %.6g %.6g\n", (double)sinf(1.0f), (double)expf(2.0f), (double)sqrtf(2.0f));
    printf("pow edge %g %g %g %g\n", pow(0.0, 0.0), (double)(isnan(pow(-8.0, 1.0 / 3.0)) != 0), pow(2.0, 1024.0), pow(2.0, -1080.0));
    printf("exp edge %g %g log edge %g %g\n", exp(710.0), exp(-750.0), log(0.0), isnan(log(-1.0)) ? 1.0 : 0.0);
    double integral = 0; int n = 20000; for (int i = 0; i < n; i++) { double t = (i + 0.5) / n; integral += 4.0 / (1.0 + t * t); } integral /= n;
    printf("pi approx %.10f\n", integral);
    double e = 0, term = 1; for (int i = 1; i < 20; i++) { e += term; term /= i; } printf("e approx %.12f\n", e);
    return (int)(integral * 10);
}
