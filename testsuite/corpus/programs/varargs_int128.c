/* __int128 and unsigned __int128 read with va_arg: they occupy two general registers
   in the save area (or a 16-byte aligned overflow slot), interleaved with ints that
   are read from registers and from the stack, and with doubles; the values cross the 64-bit
   halves. (No __int128 is passed when exactly one argument register is left: GCC and
   clang disagree about that case, so it is not portable.) */
#include <stdio.h>
#include <stdarg.h>

typedef __int128 i128;
typedef unsigned __int128 u128;
static void p(const char *t, u128 v) { printf("%s%016llx%016llx ", t, (unsigned long long)(v >> 64), (unsigned long long)v); }

__attribute__((noinline)) static u128 sum(const char *kinds, ...) {
    va_list ap; va_start(ap, kinds);
    u128 acc = 0;
    for (const char *k = kinds; *k; k++) {
        if (*k == 'w') { i128 v = va_arg(ap, i128); p("w=", (u128)v); acc = acc * 3 + (u128)v; }
        else if (*k == 'u') { u128 v = va_arg(ap, u128); p("u=", v); acc = acc * 5 + v; }
        else if (*k == 'i') { int v = va_arg(ap, int); printf("i=%d ", v); acc = acc * 7 + (u128)(i128)v; }
        else { double d = va_arg(ap, double); printf("d=%g ", d); acc += (u128)(d * 1000); }
    }
    va_end(ap);
    printf("\n");
    return acc;
}

int main(void) {
    i128 a = -((i128)1 << 90) - 12345;
    u128 b = ((u128)0xdeadbeefcafebabeull << 64) | 0x0123456789abcdefull;
    u128 r1 = sum("wiu", a, 7, b);
    u128 r2 = sum("iwiiwiwu", 1, a, 2, 3, (i128)-1, 4, (i128)5, b);
    u128 r3 = sum("dwdudiwu", 1.5, a, 2.5, b, 3.5, 9, (i128)b, ~b);
    p("r1=", r1); p("r2=", r2); p("r3=", r3); printf("\n");
    return (int)(r3 & 0x7f);
}
