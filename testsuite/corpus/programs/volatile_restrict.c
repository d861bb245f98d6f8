/* volatile accesses (must not be merged or removed), volatile structs/bitfields,
   restrict-qualified pointer kernels and aliasing through char pointers. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

static volatile int vcount;
static volatile struct { unsigned a : 4; unsigned b : 12; volatile uint16_t c; } vreg;

__attribute__((noinline)) static void saxpy(int n, float a, const float *restrict x, float *restrict y) { for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i]; }
__attribute__((noinline)) static void add3(int n, int *restrict out, const int *restrict a, const int *restrict b) { for (int i = 0; i < n; i++) out[i] = a[i] + b[i] * 3; }
__attribute__((noinline)) static void alias_add(int n, int *out, const int *in) { for (int i = 0; i < n; i++) out[i] = in[i] + in[0]; }
__attribute__((noinline)) static uint32_t punned(float f) { unsigned char b[4]; memcpy(b, &f, 4); uint32_t u = 0; for (int i = 3; i >= 0; i--) u = (u << 8) | b[i]; return u; }

int main(void) {
    for (int i = 0; i < 1000; i++) vcount++;
    vcount = vcount * 2; int r1 = vcount, r2 = vcount;
    printf("vcount=%d %d\n", r1, r2);
    vreg.a = 15; vreg.b = 0xabc; vreg.c = 0x1234; vreg.a++; vreg.b += 5;
    printf("vreg %u %x %x\n", vreg.a, vreg.b, vreg.c);
    volatile double vd = 0.1; double sum = 0; for (int i = 0; i < 10; i++) sum += vd; printf("vsum=%.17g\n", sum);
    float x[100], y[100]; for (int i = 0; i < 100; i++) { x[i] = (float)i; y[i] = 1.0f; }
    saxpy(100, 0.5f, x, y); printf("saxpy y[99]=%g y[0]=%g\n", (double)y[99], (double)y[0]);
    int a[50], b[50], o[50]; for (int i = 0; i < 50; i++) { a[i] = i; b[i] = 50 - i; } add3(50, o, a, b); printf("add3 %d %d\n", o[0], o[49]);
    int al[20]; for (int i = 0; i < 20; i++) al[i] = i + 1; alias_add(20, al, al); printf("alias %d %d %d\n", al[0], al[1], al[19]);
    printf("punned %08x\n", punned(-2.5f));
    int word = 0x01020304; unsigned char *cp = (unsigned char *)&word; printf("bytes %d %d %d %d\n", cp[0], cp[1], cp[2], cp[3]);
    volatile int *vp = &al[3]; *vp = *vp + 1; *vp = *vp + 1; printf("vp %d\n", al[3]);
    return vcount & 0xff;
}
