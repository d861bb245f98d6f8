/* Iterative radix-2 FFT/IFFT on double complex numbers (own struct), convolution of
   integer sequences via FFT, compared with direct convolution. */
#include <stdio.h>
#include <math.h>

typedef struct { double re, im; } C;
static C cadd(C a, C b) { return (C){ a.re + b.re, a.im + b.im }; }
static C csub(C a, C b) { return (C){ a.re - b.re, a.im - b.im }; }
static C cmul(C a, C b) { return (C){ a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re }; }
static void fft(C *a, int n, int inv) {
    for (int i = 1, j = 0; i < n; i++) { int bit = n >> 1; for (; j & bit; bit >>= 1) j ^= bit; j ^= bit; if (i < j) { C t = a[i]; a[i] = a[j]; a[j] = t; } }
    for (int len = 2; len <= n; len <<= 1) { double ang = 2 * M_PI / len * (inv ? -1 : 1); C wl = { cos(ang), sin(ang) };
        for (int i = 0; i < n; i += len) { C w = { 1, 0 }; for (int j = 0; j < len / 2; j++) { C u = a[i + j], v = cmul(a[i + j + len / 2], w); a[i + j] = cadd(u, v); a[i + j + len / 2] = csub(u, v); w = cmul(w, wl); } } }
    if (inv) for (int i = 0; i < n; i++) { a[i].re /= n; a[i].im /= n; }
}

int main(void) {
    enum { N = 1024 }; static C a[N], b[N]; static long x[400], y[400], direct[800], viafft[800];
    unsigned s = 1; for (int i = 0; i < 400; i++) { s = s * 1103515245u + 12345u; x[i] = (long)(s >> 16) % 100; s = s * 1103515245u + 12345u; y[i] = (long)(s >> 16) % 100; }
    for (int i = 0; i < 400; i++) for (int j = 0; j < 400; j++) direct[i + j] += x[i] * y[j];
    for (int i = 0; i < N; i++) { a[i] = (C){ i < 400 ? (double)x[i] : 0, 0 }; b[i] = (C){ i < 400 ? (double)y[i] : 0, 0 }; }
    fft(a, N, 0); fft(b, N, 0); for (int i = 0; i < N; i++) a[i] = cmul(a[i], b[i]); fft(a, N, 1);
    int bad = 0; long sum = 0; for (int i = 0; i < 799; i++) { viafft[i] = lround(a[i].re); if (viafft[i] != direct[i]) bad++; sum += viafft[i]; }
    printf("convolution bad=%d sum=%ld c[0]=%ld c[399]=%ld c[798]=%ld\n", bad, sum, viafft[0], viafft[399], viafft[798]);
    static C sig[64]; for (int i = 0; i < 64; i++) sig[i] = (C){ sin(2 * M_PI * 5 * i / 64) + 0.5 * cos(2 * M_PI * 12 * i / 64), 0 };
    fft(sig, 64, 0); for (int k = 0; k < 32; k++) { double mag = hypot(sig[k].re, sig[k].im); if (mag > 1e-6) printf("bin %d mag %.6f\n", k, mag); }
    return bad;
}
