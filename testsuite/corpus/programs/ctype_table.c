/* <ctype.h> classification over all 256 byte values (C locale) producing a bitmap table,
   plus toupper/tolower, compared with own ASCII implementations. */
#include <stdio.h>
#include <ctype.h>

static int my_isalpha(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static int my_isspace(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
static int my_ispunct(int c) { return c > 32 && c < 127 && !my_isalpha(c) && !(c >= '0' && c <= '9'); }
int main(void) {
    int bad = 0; unsigned sums[12] = { 0 };
    for (int c = 0; c < 256; c++) {
        int f[12] = { !!isalpha(c), !!isdigit(c), !!isalnum(c), !!isspace(c), !!isupper(c), !!islower(c), !!ispunct(c), !!isprint(c), !!iscntrl(c), !!isxdigit(c), !!isgraph(c), !!isblank(c) };
        for (int k = 0; k < 12; k++) sums[k] += (unsigned)f[k] * (unsigned)(c + 1);
        if (f[0] != my_isalpha(c) || f[3] != my_isspace(c) || f[6] != my_ispunct(c)) bad++;
        if (toupper(c) != (c >= 'a' && c <= 'z' ? c - 32 : c)) bad++;
        if (tolower(c) != (c >= 'A' && c <= 'Z' ? c + 32 : c)) bad++;
        if (c % 16 == 0) printf("\n%3d: ", c);
        printf("%x", f[0] | f[1] << 1 | f[3] << 2 | f[6] << 3);
    }
    printf("\nsums:"); for (int k = 0; k < 12; k++) printf(" %u", sums[k]); printf("\nbad=%d\n", bad);
    printf("EOF handling: %d %d\n", isalpha(EOF) != 0, toupper(EOF));
    return bad;
}
