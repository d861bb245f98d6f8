/* libc string functions and conversions: strlen/strcpy/strncpy/strcat/strcmp/strncmp/
   strchr/strrchr/strstr/strspn/strcspn/strpbrk/strtok/memchr/memcmp/strtol/strtoul/
   strtoll/strtod/atoi, plus own implementations compared against libc. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <errno.h>

static size_t my_strlen(const char *s) { const char *p = s; while (*p) p++; return (size_t)(p - s); }
static int my_strcmp(const char *a, const char *b) { while (*a && *a == *b) { a++; b++; } return (unsigned char)*a - (unsigned char)*b; }
static char *my_strstr(const char *h, const char *n) { if (!*n) return (char *)h; for (; *h; h++) { const char *a = h, *b = n; while (*a && *a == *b) { a++; b++; } if (!*b) return (char *)h; } return NULL; }
static void reverse(char *s) { size_t n = strlen(s); for (size_t i = 0; i < n / 2; i++) { char t = s[i]; s[i] = s[n - 1 - i]; s[n - 1 - i] = t; } }
static int sgn(int v) { return (v > 0) - (v < 0); }

int main(void) {
    const char *strs[] = { "", "a", "hello", "hello world", "Hello", "hellp", "\xff\x01", "abcdefghijklmnopqrstuvwxyz0123456789" };
    int bad = 0;
    for (int i = 0; i < 8; i++) { if (my_strlen(strs[i]) != strlen(strs[i])) bad++; for (int j = 0; j < 8; j++) if (sgn(my_strcmp(strs[i], strs[j])) != sgn(strcmp(strs[i], strs[j]))) bad++; }
    printf("own vs libc mismatches=%d\n", bad);
    char buf[100]; strcpy(buf, "foo"); strcat(buf, "-bar"); strncat(buf, "-bazqux", 4); printf("%s len=%zu\n", buf, strlen(buf));
    char nb[8]; strncpy(nb, "abcdefghij", sizeof nb - 1); nb[7] = 0; printf("strncpy %s\n", nb);
    const char *t = "the quick brown fox jumps over the lazy dog";
    printf("strchr %s | strrchr %s | strstr %s | my_strstr %s\n", strchr(t, 'q'), strrchr(t, 'o'), strstr(t, "the l"), my_strstr(t, "fox"));
    printf("strspn %zu strcspn %zu strpbrk %s\n", strspn(t, "teh "), strcspn(t, "xyz"), strpbrk(t, "jzq"));
    printf("strncmp %d %d memcmp %d\n", sgn(strncmp("abcdef", "abcxyz", 3)), sgn(strncmp("abcdef", "abcxyz", 4)), sgn(memcmp("\x01\x02", "\x01\x03", 2)));
    printf("memchr %s\n", (const char *)memchr(t, 'j', strlen(t)));
    char tok[] = "a,b,,c;d e;;f"; int ntok = 0; for (char *p = strtok(tok, ",; "); p; p = strtok(NULL, ",; ")) { printf("[%s]", p); ntok++; } printf(" ntok=%d\n", ntok);
    const char *nums[] = { "42", "-17", "0x1f", "0777", "  +99xyz", "9223372036854775807", "-9223372036854775808", "18446744073709551615", "abc", "1e3" };
    for (int i = 0; i < 10; i++) { char *end; errno = 0; long long v = strtoll(nums[i], &end, 0); int e1 = errno; unsigned long long u = strtoull(nums[i], NULL, 10);
        printf("strtoll(%s)=%lld rest='%s' err=%d strtoull=%llu atoi=%d\n", nums[i], v, end, e1 != 0, u, (i < 5) ? atoi(nums[i]) : 0); }
    printf("strtol base2 %ld base36 %ld\n", strtol("101101", NULL, 2), strtol("zz", NULL, 36));
    const char *ds[] = { "3.14159", "-0.0", "1e-310", "inf", "nan", "0x1.8p3", "  12.5e2abc" };
    for (int i = 0; i < 7; i++) { char *end; double d = strtod(ds[i], &end); printf("strtod(%s)=%g rest='%s'\n", ds[i], d, end); }
    char rv[] = "racecar!"; reverse(rv); printf("reverse %s\n", rv);
    int up = 0; for (const char *p = t; *p; p++) up += isalpha((unsigned char)*p) ? toupper((unsigned char)*p) : 0; printf("upsum=%d\n", up);
    char big[300]; memset(big, 'x', 299); big[299] = 0; printf("biglen=%zu\n", strlen(big));
    char dup[32]; snprintf(dup, sizeof dup, "%s:%d:%c", "key", 12, 'Z'); printf("snprintf %s\n", dup);
    return bad + ntok;
}
