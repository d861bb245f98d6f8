/* Number parsing through libc: strtol/strtoul/strtoll/strtoull with bases 0, 2, 8, 10,
   16, 36, leading whitespace and signs, overflow clamping with ERANGE, end pointers;
   strtod/strtof/strtold with decimal and hexadecimal floats, infinities, NaN,
   subnormals and out-of-range values; atoi/atol. */
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <math.h>

int main(void) {
    const char *ints[] = {"0", "  -42abc", "+0x1F", "0777", "0b101", "9223372036854775807", "9223372036854775808", "-9223372036854775809", "18446744073709551615",
                          "18446744073709551616", "zz", "-1", "  ", "1e5"};
    int bases[] = {0, 10, 16, 8, 2, 36};
    for (int i = 0; i < (int)(sizeof ints / sizeof ints[0]); i++) {
        printf("%-24s", ints[i]);
        for (int b = 0; b < 6; b++) {
            char *end; errno = 0;
            long long v = strtoll(ints[i], &end, bases[b]);
            printf(" b%d=%lld/%td%s", bases[b], v, end - ints[i], errno == ERANGE ? "!" : "");
        }
        char *end; errno = 0;
        unsigned long long u = strtoull(ints[i], &end, 0);
        printf(" u=%llu%s\n", u, errno == ERANGE ? "!" : "");
    }
    errno = 0; long l = strtol("99999999999999999999", NULL, 10);
    printf("strtol clamp %ld erange=%d, strtoul(-1)=%lu atoi=%d atol=%ld\n", l, errno == ERANGE, strtoul("-1", NULL, 10), atoi("  123xyz"), atol("-77"));
    const char *fps[] = {"0", "-0.0", "3.14159", "1e308", "1e309", "-1e-320", "4.9e-324", "2e-324", "0x1.8p1", "0X.8P-2", "inf", "-Infinity", "nan", "1.7976931348623157e308", "  .5e+1x", "abc"};
    for (int i = 0; i < (int)(sizeof fps / sizeof fps[0]); i++) {
        char *end; errno = 0;
        double d = strtod(fps[i], &end);
        int er = errno == ERANGE;
        float f = strtof(fps[i], NULL);
        long double ld = strtold(fps[i], NULL);
        if (isnan(d)) printf("%-24s nan end=%td\n", fps[i], end - fps[i]);
        else printf("%-24s d=%a f=%a ld=%La end=%td%s\n", fps[i], d, (double)f, ld, end - fps[i], er ? " ERANGE" : "");
    }
    return atoi("42");
}
