/* Formatted I/O in memory: sscanf of integers (%d %i %u %x %o %lld %hhd %hu), floats
   (%f %lf %Lf %e), strings with widths and scansets, %n positions and the return
   count; snprintf return values when truncating, printing into exactly-sized buffers,
   and round trips value -> text -> value for many doubles with %.17g. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <string.h>

int main(void) {
    int a = 0, n1 = 0, n2 = 0; unsigned u = 0; int x = 0, o = 0; long long ll = 0; signed char hh = 0; unsigned short hu = 0; int ii = 0;
    int r = sscanf("  -17 4000000000 ff 777 -9000000000000 -56 65535 0x1f", "%d %u %x %o %lld %hhd %hu%n", &a, &u, &x, &o, &ll, &hh, &hu, &n1);
    int r2 = sscanf("0x1f", "%i%n", &ii, &n2);
    printf("r=%d a=%d u=%u x=%d o=%d ll=%lld hh=%d hu=%u n1=%d | r2=%d i=%d n2=%d\n", r, a, u, x, o, ll, hh, hu, n1, r2, ii, n2);
    float f; double d; long double ld; double e;
    r = sscanf("1.5 -2.25e-3 3.0000000000000000001 1e400", "%f %lf %Lf %le", &f, &d, &ld, &e);
    printf("r=%d f=%a d=%a ld=%La e=%g\n", r, (double)f, d, ld, e);
    char w1[8], w2[16], set[16];
    r = sscanf("abcdefghijk lmn xyz123", "%5s%s %[a-z]", w1, w2, set);
    printf("r=%d w1=%s w2=%s set=%s\n", r, w1, w2, set);
    r = sscanf("12 abc", "%d %d", &a, &x);
    printf("partial r=%d a=%d\n", r, a);
    char small[8];
    int need = snprintf(small, sizeof small, "%d-%s", 123456, "overflowing");
    printf("snprintf need=%d got='%s'\n", need, small);
    need = snprintf(NULL, 0, "%.3f|%5d|%-5s|", 3.14159, 42, "ab");
    char exact[32];
    int wrote = snprintf(exact, (size_t)need + 1, "%.3f|%5d|%-5s|", 3.14159, 42, "ab");
    printf("exact need=%d wrote=%d '%s'\n", need, wrote, exact);
    int bad = 0;
    double v = 1.0;
    for (int i = 0; i < 500; i++) {
        char buf[64];
        v = v * -1.37 + 0.001 * i;
        snprintf(buf, sizeof buf, "%.17g", v);
        double back;
        if (sscanf(buf, "%lf", &back) != 1 || back != v) bad++;
    }
    printf("roundtrip bad=%d last=%.17g\n", bad, v);
    return bad + r;
}
