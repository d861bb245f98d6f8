/* Integer promotions and usual arithmetic conversions: mixing signed/unsigned
   of all widths in comparisons and arithmetic. */
#include <stdio.h>
#include <limits.h>
#pragma GCC diagnostic ignored "-Wsign-compare"

int main(void) {
    unsigned char uc = 200; signed char sc = -100; unsigned short us = 60000; short ss = -30000;
    unsigned ui = 4000000000u; int si = -5; unsigned long ul = 1; long sl = -1; unsigned long long ull = 10; long long sll = -10;
    printf("uc+sc=%d type_size=%zu\n", uc + sc, sizeof(uc + sc));
    printf("us*2=%d ss*2=%d\n", us * 2, ss * 2);
    printf("si<ui: %d (si converted to %u)\n", si < ui, (unsigned)si);
    printf("sl<ul: %d\n", sl < (long)ul);
    printf("-1 < 1u: %d; -1L < 1u: %d; -1LL < 1ULL: %d\n", -1 < 1u, -1L < 1u, -1LL < 1ULL);
    printf("sc < uc: %d; ss < us: %d\n", sc < uc, ss < us);
    printf("ui+si=%u ull+sll=%llu sll*ui=%lld\n", ui + si, ull + sll, sll * ui);
    printf("~uc=%d ~us=%d -uc=%d\n", ~uc, ~us, -uc);
    printf("uc<<24=%u\n", (unsigned)uc << 24);
    printf("char arithmetic: %d %d\n", (char)(sc * 3), (unsigned char)(uc * 3));
    printf("sizeof: %zu %zu %zu %zu\n", sizeof(uc), sizeof(+uc), sizeof(uc + 1L), sizeof(ui + sll));
    unsigned short a = 65535, b = 65535;
    unsigned int prod = (unsigned)a * b;
    printf("prod=%u\n", prod);
    long long mix = (long long)si * ui; printf("mix=%lld\n", mix);
    unsigned u32 = 0; u32--; printf("u32 wrap=%u\n", u32);
    int cond = (si > 0 ? ui : si) > 0; printf("cond=%d\n", cond);
    long double ld = ui * 1.0L + sll; printf("ld=%.3Lf\n", ld);
    float fl = ull; double dd = sl; printf("fl=%g dd=%g\n", fl, dd);
    unsigned char arr[4] = { 255, 128, 1, 0 }; int tot = 0; for (int i = 0; i < 4; i++) tot += (signed char)arr[i];
    printf("tot=%d\n", tot);
    return (uc + sc) & 0xff;
}
