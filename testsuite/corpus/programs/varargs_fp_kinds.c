/* Variadic floating-point arguments: float promoted to double, double, long double
   (always in the overflow area), interleaved with integers so the gp and fp offsets of
   va_list advance independently, more than 8 double varargs, and a mini printf that
   formats %d %f %Lf %s itself and compares with vsnprintf. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <stdarg.h>
#include <string.h>

__attribute__((noinline)) static double sum_doubles(int n, ...) {
    va_list ap; va_start(ap, n);
    double s = 0;
    for (int i = 0; i < n; i++) s = s * 2 + va_arg(ap, double);
    va_end(ap);
    return s;
}
__attribute__((noinline)) static long double sum_ld(int n, ...) {
    va_list ap; va_start(ap, n);
    long double s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, long double) * (i + 1);
    va_end(ap);
    return s;
}
__attribute__((noinline)) static double alternating(int n, ...) {
    va_list ap; va_start(ap, n);
    double s = 0;
    for (int i = 0; i < n; i++) {
        if (i % 3 == 0) s += va_arg(ap, int);
        else if (i % 3 == 1) s += va_arg(ap, double);
        else s += (double)va_arg(ap, long double);
    }
    va_end(ap);
    return s;
}
static int check(char *out, size_t n, const char *fmt, ...) {
    va_list ap; va_start(ap, fmt);
    int r = vsnprintf(out, n, fmt, ap);
    va_end(ap);
    return r;
}

int main(void) {
    float f = 0.1f;
    printf("sum_doubles=%a\n", sum_doubles(12, 1.0, f, 0.5, -2.0, 1e-10, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.5));
    printf("sum_ld=%La\n", sum_ld(5, 1.0L / 3, 2.0L, -0.5L, 1e100L, 1e-100L));
    printf("alternating=%a\n", alternating(12, 1, 0.5, 0.25L, 2, 1.5, 2.25L, 3, 2.5, 4.25L, 4, 3.5, 8.125L));
    char buf[200];
    int r = check(buf, sizeof buf, "%d|%.3f|%Lf|%s|%g|%Le|%c|%a", 42, 3.14159, 2.5L, "str", 1e-7, 1e300L * 1e300L, 'z', 0.75);
    printf("vsnprintf(%d): %s\n", r, buf);
    return r;
}
