/* Calendar computations: leap years, day of week (Zeller and Sakamoto), days between
   dates via Julian day numbers, Easter dates (anonymous Gregorian algorithm), ISO weeks. */
#include <stdio.h>

static int leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }
static int dim(int y, int m) { static const int d[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 }; return m == 2 && leap(y) ? 29 : d[m - 1]; }
static int sakamoto(int y, int m, int d) { static const int t[] = { 0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4 }; if (m < 3) y -= 1; return (y + y / 4 - y / 100 + y / 400 + t[m - 1] + d) % 7; }
static int zeller(int y, int m, int d) { if (m < 3) { m += 12; y--; } int k = y % 100, j = y / 100; int h = (d + 13 * (m + 1) / 5 + k + k / 4 + j / 4 + 5 * j) % 7; return (h + 6) % 7; }
static long jdn(int y, int m, int d) { long a = (14 - m) / 12, yy = y + 4800 - a, mm = m + 12 * a - 3; return d + (153 * mm + 2) / 5 + 365 * yy + yy / 4 - yy / 100 + yy / 400 - 32045; }
static void easter(int y, int *m, int *d) { int a = y % 19, b = y / 100, c = y % 100, dd = b / 4, e = b % 4, f = (b + 8) / 25, g = (b - f + 1) / 3, h = (19 * a + b - dd - g + 15) % 30, i = c / 4, k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, mm = (a + 11 * h + 22 * l) / 451; *m = (h + l - 7 * mm + 114) / 31; *d = (h + l - 7 * mm + 114) % 31 + 1; }
static int iso_week(int y, int m, int d) { long j = jdn(y, m, d); int wd = (int)((j + 1) % 7); if (wd == 0) wd = 7; long thursday = j + (4 - wd); int ty = y; if (thursday < jdn(y, 1, 1)) ty = y - 1; else if (thursday >= jdn(y + 1, 1, 1)) ty = y + 1; return (int)((thursday - jdn(ty, 1, 1)) / 7 + 1); }

int main(void) {
    const char *names[] = { "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat" };
    int dates[][3] = { { 2000, 1, 1 }, { 1970, 1, 1 }, { 1969, 7, 20 }, { 2024, 2, 29 }, { 1900, 3, 1 }, { 2038, 1, 19 }, { 1582, 10, 15 }, { 2100, 12, 31 } };
    int mism = 0;
    for (int i = 0; i < 8; i++) { int y = dates[i][0], m = dates[i][1], d = dates[i][2]; int s = sakamoto(y, m, d), z = zeller(y, m, d); mism += s != z;
        printf("%04d-%02d-%02d %s jdn=%ld isoweek=%d\n", y, m, d, names[s], jdn(y, m, d), iso_week(y, m, d)); }
    printf("days 1970-01-01..2000-01-01 = %ld\n", jdn(2000, 1, 1) - jdn(1970, 1, 1));
    for (int y = 2020; y <= 2030; y++) { int m, d; easter(y, &m, &d); printf("easter %d: %d-%02d\n", y, m, d); }
    int leaps = 0; for (int y = 1600; y <= 2400; y++) leaps += leap(y); printf("leap years 1600..2400: %d\n", leaps);
    int f13 = 0; for (int y = 1900; y < 2100; y++) for (int m = 1; m <= 12; m++) if (sakamoto(y, m, 13) == 5) f13++; printf("friday 13ths 1900-2099: %d\n", f13);
    long total = 0; for (int y = 1999; y <= 2001; y++) for (int m = 1; m <= 12; m++) total += dim(y, m); printf("days 1999-2001: %ld mismatches=%d\n", total, mism);
    return mism;
}
