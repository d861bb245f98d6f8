/* va_list handling: va_copy to traverse the arguments twice, passing a va_list to a
   helper (va_list is an array type on x86-64, so it decays to a pointer and the helper
   advances the caller's list), vprintf/vsnprintf/vfprintf forwarding, nested variadic
   wrappers, and restarting with va_end/va_start. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <stdarg.h>
#include <string.h>

static int take_int(va_list ap) { return va_arg(ap, int); }
static double take_double(va_list ap) { return va_arg(ap, double); }

__attribute__((noinline)) static int twice(int n, ...) {
    va_list ap, cp;
    va_start(ap, n);
    va_copy(cp, ap);
    int s1 = 0, s2 = 0;
    for (int i = 0; i < n; i++) s1 += va_arg(ap, int) * (i + 1);
    for (int i = 0; i < n; i++) s2 += va_arg(cp, int) * (n - i);
    va_end(cp);
    va_end(ap);
    va_start(ap, n);
    int first = va_arg(ap, int);
    va_end(ap);
    printf("twice: s1=%d s2=%d first=%d\n", s1, s2, first);
    return s1 - s2 + first;
}
__attribute__((noinline)) static double helpers(int n, ...) {
    va_list ap; va_start(ap, n);
    double s = 0;
    for (int i = 0; i < n; i++) { int k = take_int(ap); double d = take_double(ap); s += k * d; }
    va_end(ap);
    return s;
}
static int vlog(char *buf, size_t n, const char *prefix, const char *fmt, va_list ap) {
    int k = snprintf(buf, n, "[%s] ", prefix);
    va_list cp; va_copy(cp, ap);
    int need = vsnprintf(NULL, 0, fmt, cp);
    va_end(cp);
    k += vsnprintf(buf + k, n - (size_t)k, fmt, ap);
    return k * 1000 + need;
}
__attribute__((noinline)) static int logf_(char *buf, size_t n, const char *fmt, ...) {
    va_list ap; va_start(ap, fmt);
    int r = vlog(buf, n, "info", fmt, ap);
    va_end(ap);
    return r;
}
__attribute__((noinline)) static void vp(const char *fmt, ...) { va_list ap; va_start(ap, fmt); vprintf(fmt, ap); va_end(ap); }
__attribute__((noinline)) static void outer(const char *fmt, ...) {
    va_list ap; va_start(ap, fmt);
    char tmp[128];
    vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    vp("outer(%s) len=%zu\n", tmp, strlen(tmp));
}

int main(void) {
    int t = twice(9, 1, 2, 3, 4, 5, 6, 7, 8, 9);
    printf("helpers=%g\n", helpers(6, 1, 0.5, 2, 0.25, 3, 0.125, 4, 2.0, 5, 4.0, 6, 8.0));
    char buf[64];
    int r = logf_(buf, sizeof buf, "x=%d y=%s z=%.2f w=%ld", 12, "why", 2.5, -7L);
    printf("%s (%d)\n", buf, r);
    outer("%s-%d-%c-%g", "abc", 123, 'Q', 0.5);
    return (t + r) & 0x7f;
}
