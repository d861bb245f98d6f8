/* User-written variadic functions reading integer kinds with va_arg: int (including
   promoted char/short/_Bool), unsigned, long, long long, size_t, pointers and intmax_t;
   more variadic arguments than registers (so va_arg moves from the register save area to
   the overflow area), a format-string driven reader, and va_arg in a loop. */
#include <stdio.h>
#include <stdarg.h>
#include <stdint.h>
#include <stddef.h>

__attribute__((noinline)) static long long sum_ints(int n, ...) {
    va_list ap; va_start(ap, n);
    long long s = 0;
    for (int i = 0; i < n; i++) s = s * 3 + va_arg(ap, int);
    va_end(ap);
    return s;
}
__attribute__((noinline)) static unsigned long long by_format(const char *fmt, ...) {
    va_list ap; va_start(ap, fmt);
    unsigned long long h = 0;
    for (const char *p = fmt; *p; p++) {
        unsigned long long v = 0;
        switch (*p) {
        case 'i': v = (unsigned long long)(long long)va_arg(ap, int); break;
        case 'u': v = va_arg(ap, unsigned); break;
        case 'l': v = (unsigned long long)va_arg(ap, long); break;
        case 'L': v = (unsigned long long)va_arg(ap, long long); break;
        case 'z': v = va_arg(ap, size_t); break;
        case 'p': v = (uintptr_t)va_arg(ap, const char *) != 0; break;
        case 's': { const char *s = va_arg(ap, const char *); while (*s) v = v * 31 + (unsigned char)*s++; } break;
        case 'j': v = (unsigned long long)va_arg(ap, intmax_t); break;
        }
        h = h * 1000003 ^ v;
        printf("%c:%llx ", *p, v);
    }
    va_end(ap);
    printf("\n");
    return h;
}
__attribute__((noinline)) static int count_until_zero(int first, ...) {
    va_list ap; va_start(ap, first);
    int n = 0;
    for (int v = first; v != 0; v = va_arg(ap, int)) n++;
    va_end(ap);
    return n;
}

int main(void) {
    char c = -5; unsigned char uc = 250; short s = -30000; unsigned short us = 60000; _Bool b = 1;
    printf("sum_ints small=%lld\n", sum_ints(5, c, uc, s, us, b));
    printf("sum_ints many=%lld\n", sum_ints(20, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20));
    int x = 1;
    unsigned long long h = by_format("iulLzpsjiulLzpsj", -1, 4000000000u, -2L, 0x123456789abcdefLL, (size_t)-3, (const char *)&x, "hello", (intmax_t)INT64_MIN,
                                     c, (unsigned)us, (long)s, (long long)uc, sizeof(long double), (const char *)0, "", (intmax_t)42);
    printf("format hash %016llx\n", h);
    printf("count=%d\n", count_until_zero(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 0));
    return (int)(h & 0x7f);
}
