/* Functions with many parameters of mixed classes (ints, floats, doubles, pointers,
   small structs) so that some are passed on the stack; callee and caller both noinline. */
#include <stdio.h>

struct P { int x, y; };
__attribute__((noinline)) static long many_ints(int a, int b, int c, int d, int e, int f, int g, int h, int i, int j, int k, int l) { return a + 2L * b + 3L * c + 4L * d + 5L * e + 6L * f + 7L * g + 8L * h + 9L * i + 10L * j + 11L * k + 12L * l; }
__attribute__((noinline)) static double many_doubles(double a, double b, double c, double d, double e, double f, double g, double h, double i, double j, double k) { return a - b + c - d + e - f + g - h + i - j + k * 0.5; }
__attribute__((noinline)) static double interleaved(int a, double b, char c, float d, long e, double f, short g, float h, long long i, double j, unsigned char k, double l, int m, float n, double o, int p, double q, float r) {
    return a + b + c + d + (double)e + f + g + h + (double)i + j + k + l + m + n + o + p + q + r;
}
__attribute__((noinline)) static long with_ptrs(int *a, long *b, const char *c, double *d, struct P e, struct P *f, int g, int h, struct P i) { return *a + *b + c[1] + (long)*d + e.x * e.y + f->x + g + h + i.y; }
__attribute__((noinline)) static int small_types(char a, short b, unsigned char c, unsigned short d, signed char e, _Bool f, char g, short h, unsigned char i, signed char j) { return a + b + c + d + e + f + g + h + i + j; }
typedef long (*fp12)(int, int, int, int, int, int, int, int, int, int, int, int);

int main(void) {
    printf("many_ints=%ld\n", many_ints(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
    printf("many_ints_neg=%ld\n", many_ints(-1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -2147483647));
    printf("many_doubles=%g\n", many_doubles(1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5));
    printf("interleaved=%g\n", interleaved(1, 2.5, 'c', 3.25f, 4L, 5.5, (short)-6, 7.75f, 8LL, 9.5, 250, 10.5, 11, 12.25f, 13.5, 14, 15.5, 16.125f));
    int a = 10; long b = 20; double d = 30.9; struct P p1 = { 3, 4 }, p2 = { 5, 6 }, p3 = { 7, 8 };
    printf("with_ptrs=%ld\n", with_ptrs(&a, &b, "xyz", &d, p1, &p2, 100, 200, p3));
    printf("small_types=%d\n", small_types(-1, -300, 255, 65535, -128, 1, 'A', 32767, 128, 127));
    fp12 f = many_ints; volatile fp12 vf = f; printf("via ptr=%ld\n", vf(12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1));
    return (int)(many_ints(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1) & 0xff);
}
