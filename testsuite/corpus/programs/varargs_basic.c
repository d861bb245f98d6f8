/* Own variadic functions reading int, long, double, long double, pointers, structs via va_arg;
   va_copy; passing va_list to another function; many variadic args spilling to the stack. */
#include <stdio.h>
#include <stdarg.h>
#include <string.h>

struct small { int a; short b; };
struct pair { double x, y; };
struct big { long v[5]; };

static long sum_ints(int n, ...) { va_list ap; va_start(ap, n); long s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
static double sum_doubles(int n, ...) { va_list ap; va_start(ap, n); double s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, double); va_end(ap); return s; }
static long double sum_ld(int n, ...) { va_list ap; va_start(ap, n); long double s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, long double); va_end(ap); return s; }
/* format chars: i=int l=long d=double L=long double p=char* s=struct small P=struct pair B=struct big c=char(promoted) f=float(promoted) */
static double mixed(const char *fmt, ...) {
    va_list ap, ap2; va_start(ap, fmt); va_copy(ap2, ap);
    double t = 0;
    for (const char *f = fmt; *f; f++) {
        switch (*f) {
        case 'i': t += va_arg(ap, int); break;
        case 'l': t += (double)va_arg(ap, long); break;
        case 'd': t += va_arg(ap, double); break;
        case 'L': t += (double)va_arg(ap, long double); break;
        case 'p': t += (double)strlen(va_arg(ap, const char *)); break;
        case 's': { struct small s = va_arg(ap, struct small); t += s.a * 10 + s.b; break; }
        case 'P': { struct pair p = va_arg(ap, struct pair); t += p.x * p.y; break; }
        case 'B': { struct big b = va_arg(ap, struct big); for (int i = 0; i < 5; i++) t += (double)b.v[i]; break; }
        case 'c': t += (char)va_arg(ap, int); break;
        case 'f': t += va_arg(ap, double); break;
        }
    }
    va_end(ap);
    /* second pass with the copy: count ints only up to the first non-int */
    int cnt = 0; for (const char *f = fmt; *f == 'i'; f++) { cnt += va_arg(ap2, int) > 0; }
    va_end(ap2);
    return t + cnt * 1000;
}
static int vsum(int n, va_list ap) { int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int) * (i + 1); return s; }
static int wsum(int n, ...) { va_list ap; va_start(ap, n); int r = vsum(n, ap); va_end(ap); return r; }
static int twice(int n, ...) {
    va_list ap, cp; va_start(ap, n); va_copy(cp, ap);
    int a = vsum(n, ap), b = vsum(n, cp);
    va_end(cp); va_end(ap); return a * 100 + b;
}
static const char *nth_string(int n, ...) { va_list ap; va_start(ap, n); const char *s = NULL; for (int i = 0; i <= n; i++) s = va_arg(ap, const char *); va_end(ap); return s; }

int main(void) {
    printf("ints %ld %ld %ld\n", sum_ints(0), sum_ints(3, 1, 2, 3), sum_ints(20, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, -20));
    printf("doubles %g %g\n", sum_doubles(2, 0.5, 0.25), sum_doubles(12, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.5));
    printf("ld %.20Lg\n", sum_ld(4, 1.0L / 3, 2.0L / 3, 1e-18L, 5.0L));
    struct small sm = { 4, -2 }; struct pair pr = { 1.5, 4.0 }; struct big bg = { { 1, 2, 3, 4, 100 } };
    printf("mixed %g\n", mixed("iildLpsPBcf", 5, 6, 7L, 0.5, 2.5L, "hello", sm, pr, bg, 'A', 1.25f));
    printf("mixed2 %g\n", mixed("iiiiiiiiiidddddddddd", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0));
    printf("mixed3 %g\n", mixed("PPPPPsss", pr, pr, pr, pr, pr, sm, sm, sm));
    printf("wsum %d twice %d\n", wsum(5, 1, 1, 1, 1, 1), twice(4, 1, 2, 3, 4));
    printf("nth %s\n", nth_string(2, "zero", "one", "two", "three"));
    char buf[128]; snprintf(buf, sizeof buf, "%d|%5s|%-5s|%c|%x|%o|%lld|%p", -42, "ab", "cd", 'z', 255u, 8u, -1LL, (void *)0);
    printf("%s\n", buf);
    return (int)sum_ints(3, 10, 20, 30);
}
