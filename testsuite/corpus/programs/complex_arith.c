/* _Complex float/double/long double arithmetic, passing and returning by value. */
#include <stdio.h>
#include <complex.h>
#include <math.h>

#define CMPLXF(r, i) __builtin_complex((float)(r), (float)(i))
#define CMPLX(r, i) __builtin_complex((double)(r), (double)(i))
#define CMPLXL(r, i) __builtin_complex((long double)(r), (long double)(i))
typedef float _Complex cf;
typedef double _Complex cd;
typedef long double _Complex cld;

__attribute__((noinline)) static cf mulf(cf a, cf b) { return a * b; }
__attribute__((noinline)) static cd muld(cd a, cd b) { return a * b; }
__attribute__((noinline)) static cd divd(cd a, cd b) { return a / b; }
__attribute__((noinline)) static cld mull(cld a, cld b) { return a * b; }
__attribute__((noinline)) static cf addf(cf a, cf b, cf c, cf d, cf e) { return a + b + c + d + e; }
__attribute__((noinline)) static cd conjd(cd a) { return conj(a); }
struct cs { cf f; cd d; };
__attribute__((noinline)) static struct cs mkcs(float r) { struct cs s; s.f = CMPLXF(r, -r); s.d = CMPLX(r * 2, r * 3); return s; }

static void pd(const char *t, cd z) { printf("%s %.12g%+.12gi\n", t, creal(z), cimag(z)); }

int main(void) {
    cd a = CMPLX(1.5, -2.0), b = CMPLX(-0.5, 4.0);
    pd("a+b", a + b); pd("a-b", a - b); pd("a*b", muld(a, b)); pd("a/b", divd(a, b)); pd("conj", conjd(a));
    printf("abs %.15g arg %.15g\n", cabs(a), carg(a));
    cf fa = CMPLXF(2.0f, 3.0f), fb = CMPLXF(-1.0f, 0.5f);
    cf fm = mulf(fa, fb); printf("float mul %g %g\n", (double)crealf(fm), (double)cimagf(fm));
    cf fs = addf(fa, fb, fa, fb, CMPLXF(0.25f, 0.25f)); printf("float add5 %g %g\n", (double)crealf(fs), (double)cimagf(fs));
    cld la = CMPLXL(1.0L, 1.0L), lb = CMPLXL(0.5L, -0.25L);
    cld lm = mull(la, lb); printf("ld mul %Lg %Lg\n", creall(lm), cimagl(lm));
    cd z = 1.0; for (int k = 0; k < 12; k++) z = muld(z, CMPLX(cos(M_PI / 6), sin(M_PI / 6)));
    printf("rotate12 %.6f %.6f\n", creal(z) + 0.0, fabs(cimag(z)) < 1e-9 ? 0.0 : cimag(z));
    struct cs s = mkcs(1.5f); printf("struct %g %g %g %g\n", (double)crealf(s.f), (double)cimagf(s.f), creal(s.d), cimag(s.d));
    /* Mandelbrot escape counts using complex arithmetic */
    int total = 0;
    for (int y = -10; y <= 10; y++) {
        for (int x = -20; x <= 10; x++) {
            cd c = CMPLX(x / 10.0, y / 10.0), w = 0; int it = 0;
            while (it < 50 && creal(w) * creal(w) + cimag(w) * cimag(w) <= 4.0) { w = w * w + c; it++; }
            total += it; putchar(it >= 50 ? '#' : (it > 5 ? '+' : '.'));
        }
        putchar('\n');
    }
    printf("total %d\n", total);
    pd("div by inf-ish", divd(CMPLX(1, 1), CMPLX(1e300, 1e300)));
    return total % 256;
}
