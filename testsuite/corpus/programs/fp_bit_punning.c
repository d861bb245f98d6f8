/* Type punning between floating-point values and integers: memcpy and union views of
   float/u32 and double/u64, building values from sign/exponent/mantissa fields,
   next-representable values by integer increment, classification from bits, and the
   10 significant bytes of an x87 long double. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <math.h>

union fu { float f; uint32_t u; };
union du { double d; uint64_t u; struct { uint32_t lo, hi; } w; };
__attribute__((noinline)) static uint32_t fbits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
__attribute__((noinline)) static float ffrom(uint32_t u) { union fu x; x.u = u; return x.f; }
__attribute__((noinline)) static uint64_t dbits(double d) { union du x; x.d = d; return x.u; }
__attribute__((noinline)) static double dfrom(uint64_t u) { double d; memcpy(&d, &u, 8); return d; }
__attribute__((noinline)) static double make(int sign, int exp, uint64_t mant) { return dfrom((uint64_t)sign << 63 | (uint64_t)(exp + 1023) << 52 | (mant & 0xfffffffffffffull)); }
__attribute__((noinline)) static double next_up(double d) { uint64_t u = dbits(d); if (d == 0) return dfrom(1); return dfrom(d > 0 ? u + 1 : u - 1); }
static const char *classify(double d) {
    uint64_t u = dbits(d); unsigned e = (unsigned)(u >> 52) & 0x7ff; uint64_t m = u & 0xfffffffffffffull;
    return e == 0x7ff ? (m ? "nan" : "inf") : e == 0 ? (m ? "subnormal" : "zero") : "normal";
}

int main(void) {
    volatile float fs[] = {1.0f, -2.0f, 0.1f, 3.4028235e38f, 1e-45f, -0.0f};
    for (int i = 0; i < 6; i++) printf("float %a bits %08x back %a\n", (double)fs[i], fbits(fs[i]), (double)ffrom(fbits(fs[i])));
    printf("from bits: %a %a %a %d\n", (double)ffrom(0x3f800001u), (double)ffrom(0x00000001u), (double)ffrom(0xff800000u), isnan(ffrom(0x7fc00000u)));
    volatile double ds[] = {1.0, -0.1, 1e308, 5e-324, 0.0};
    for (int i = 0; i < 5; i++) printf("double %a bits %016llx %s\n", ds[i], (unsigned long long)dbits(ds[i]), classify(ds[i]));
    printf("make: %a %a %a %a\n", make(0, 0, 1), make(1, 10, 1ull << 51), make(0, -1022, 0), make(0, 1023, ~0ull));
    double x = 1.0;
    for (int i = 0; i < 3; i++) { x = next_up(x); printf("next_up %a\n", x); }
    printf("next_up(-0x1p-1074)=%a next_up(0)=%a next_up(max)=%a\n", next_up(-0x1p-1074), next_up(0.0), next_up(0x1.fffffffffffffp1023));
    union du w; w.d = -1.5;
    printf("words hi=%08x lo=%08x\n", w.w.hi, w.w.lo);
    volatile long double ld = -1.75L;
    unsigned char b[sizeof(long double)];
    long double tmp = ld;
    memcpy(b, &tmp, sizeof b);
    printf("long double bytes (10 significant):");
    for (int i = 0; i < 10; i++) printf(" %02x", b[i]);
    printf(" sizeof=%zu\n", sizeof(long double));
    /* fast inverse square root style manipulation */
    float y = 2.0f; uint32_t iy = 0x5f3759df - (fbits(y) >> 1); float g = ffrom(iy);
    printf("magic guess %a\n", (double)g);
    return (int)(fbits(1.0f) >> 24);
}
