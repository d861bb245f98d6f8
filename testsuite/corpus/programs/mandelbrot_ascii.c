/* Mandelbrot set rendered as ASCII art (double precision, escape-time iteration with an
   iteration cap), plus a float-precision rendering of the same region and the count of
   points whose escape time differs between the two precisions. FP contraction is off so
   each multiply is rounded separately. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>

__attribute__((noinline)) static int escape(double cr, double ci, int maxit) {
    double zr = 0, zi = 0;
    for (int i = 0; i < maxit; i++) {
        double zr2 = zr * zr, zi2 = zi * zi;
        if (zr2 + zi2 > 4.0) return i;
        zi = 2 * zr * zi + ci;
        zr = zr2 - zi2 + cr;
    }
    return maxit;
}
__attribute__((noinline)) static int escapef(float cr, float ci, int maxit) {
    float zr = 0, zi = 0;
    for (int i = 0; i < maxit; i++) {
        float zr2 = zr * zr, zi2 = zi * zi;
        if (zr2 + zi2 > 4.0f) return i;
        zi = 2 * zr * zi + ci;
        zr = zr2 - zi2 + cr;
    }
    return maxit;
}

int main(void) {
    const char *shade = " .:-=+*#%@";
    long total = 0; int differ = 0;
    for (int y = 0; y < 24; y++) {
        for (int x = 0; x < 72; x++) {
            double cr = -2.2 + x * (3.0 / 72), ci = -1.2 + y * (2.4 / 24);
            int it = escape(cr, ci, 200);
            int itf = escapef((float)cr, (float)ci, 200);
            differ += it != itf;
            total += it;
            putchar(shade[it == 200 ? 9 : it % 9]);
        }
        putchar('\n');
    }
    printf("total iterations=%ld float/double differ=%d\n", total, differ);
    return (int)(total % 128);
}
