/* Check-digit algorithms: Luhn (credit cards), ISBN-10/13, IBAN mod-97 with big string
   arithmetic, Verhoeff and Damm algorithms. */
#include <stdio.h>
#include <string.h>
#include <ctype.h>

static int luhn(const char *s) { int sum = 0, alt = 0; for (int i = (int)strlen(s) - 1; i >= 0; i--) { if (!isdigit((unsigned char)s[i])) continue; int d = s[i] - '0'; if (alt) { d *= 2; if (d > 9) d -= 9; } sum += d; alt = !alt; } return sum % 10 == 0; }
static int isbn10(const char *s) { int sum = 0, k = 10; for (; *s; s++) { if (*s == '-') continue; int d = (*s == 'X') ? 10 : *s - '0'; sum += d * k--; } return k == 0 && sum % 11 == 0; }
static int isbn13(const char *s) { int sum = 0, i = 0; for (; *s; s++) { if (*s == '-') continue; sum += (*s - '0') * (i++ % 2 ? 3 : 1); } return i == 13 && sum % 10 == 0; }
static int iban(const char *s) { char buf[80]; int n = 0; size_t len = strlen(s); for (size_t i = 4; i < len; i++) if (s[i] != ' ') buf[n++] = s[i]; for (int i = 0; i < 4; i++) buf[n++] = s[i]; int rem = 0;
    for (int i = 0; i < n; i++) { if (isalpha((unsigned char)buf[i])) { int v = toupper((unsigned char)buf[i]) - 'A' + 10; rem = (rem * 100 + v) % 97; } else rem = (rem * 10 + buf[i] - '0') % 97; } return rem == 1; }
static const int vd[10][10] = { {0,1,2,3,4,5,6,7,8,9},{1,2,3,4,0,6,7,8,9,5},{2,3,4,0,1,7,8,9,5,6},{3,4,0,1,2,8,9,5,6,7},{4,0,1,2,3,9,5,6,7,8},{5,9,8,7,6,0,4,3,2,1},{6,5,9,8,7,1,0,4,3,2},{7,6,5,9,8,2,1,0,4,3},{8,7,6,5,9,3,2,1,0,4},{9,8,7,6,5,4,3,2,1,0} };
static const int vp[8][10] = { {0,1,2,3,4,5,6,7,8,9},{1,5,7,6,2,8,3,0,9,4},{5,8,0,3,7,9,6,1,4,2},{8,9,1,6,0,4,3,5,2,7},{9,4,5,3,1,2,6,8,7,0},{4,2,8,6,5,7,3,9,0,1},{2,7,9,3,8,0,6,4,1,5},{7,0,4,6,9,1,3,2,5,8} };
static int verhoeff(const char *s) { int c = 0, n = (int)strlen(s); for (int i = 0; i < n; i++) c = vd[c][vp[i % 8][s[n - 1 - i] - '0']]; return c == 0; }
static const int dm[10][10] = { {0,3,1,7,5,9,8,6,4,2},{7,0,9,2,1,5,4,8,6,3},{4,2,0,6,8,7,1,3,5,9},{1,7,5,0,9,8,3,4,2,6},{6,1,2,3,0,4,5,9,7,8},{3,6,7,4,2,0,9,5,8,1},{5,8,6,9,7,2,0,1,3,4},{8,9,4,5,3,6,2,0,1,7},{9,4,3,8,6,1,7,2,0,5},{2,5,8,1,4,3,6,7,9,0} };
static int damm(const char *s) { int i = 0; for (; *s; s++) i = dm[i][*s - '0']; return i == 0; }

int main(void) {
    const char *cards[] = { "4539 1488 0343 6467", "8273 1232 7352 0569", "79927398713", "0" }; for (int i = 0; i < 4; i++) printf("luhn %s = %d\n", cards[i], luhn(cards[i]));
    printf("isbn10 %d %d isbn13 %d %d\n", isbn10("0-306-40615-2"), isbn10("0-306-40615-3"), isbn13("978-0-306-40615-7"), isbn13("978-0-306-40615-8"));
    printf("iban %d %d\n", iban("GB82 WEST 1234 5698 7654 32"), iban("GB82 WEST 1234 5698 7654 33"));
    printf("verhoeff %d %d damm %d %d\n", verhoeff("2363"), verhoeff("2364"), damm("5724"), damm("5727"));
    int valid = 0; char num[8]; for (int i = 0; i < 10000; i++) { snprintf(num, sizeof num, "%04d", i); valid += luhn(num) + damm(num) + verhoeff(num); } printf("valid 4-digit count=%d\n", valid);
    return valid % 256;
}
