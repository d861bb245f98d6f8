/* String library edge cases: strlen of empty and long strings, strcmp/strncmp signs with
   bytes >= 0x80, strncpy zero padding and non-termination, strcat/strncat, strchr for
   the terminator, strrchr, strstr with empty needle, strspn/strcspn/strpbrk, strtok_r
   with several delimiters, strdup/strndup, and case-insensitive strcasecmp. */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <stdlib.h>

static int sgn(int v) { return (v > 0) - (v < 0); }

int main(void) {
    char big[1000];
    memset(big, 'x', 999); big[999] = 0;
    printf("strlen: %zu %zu %zu\n", strlen(""), strlen("a"), strlen(big));
    printf("strcmp: %d %d %d %d %d\n", sgn(strcmp("abc", "abd")), sgn(strcmp("abc", "ab")), sgn(strcmp("", "")), sgn(strcmp("\x80", "\x7f")), sgn(strncmp("abcX", "abcY", 3)));
    char pad[10];
    memset(pad, '#', sizeof pad);
    strncpy(pad, "hi", sizeof pad);
    printf("strncpy pad:");
    for (int i = 0; i < 10; i++) printf(" %02x", (unsigned char)pad[i]);
    char nt[4];
    strncpy(nt, "toolong", 4);
    printf(" | no-term %.4s\n", nt);
    char cat[32] = "foo";
    strcat(cat, "bar"); strncat(cat, "bazqux", 3);
    printf("cat=%s len=%zu\n", cat, strlen(cat));
    const char *s = "hello, world";
    printf("strchr(o)=%td strchr(0)=%td strrchr(o)=%td strchr(z)=%s\n", strchr(s, 'o') - s, strchr(s, 0) - s, strrchr(s, 'o') - s, strchr(s, 'z') ? "found" : "null");
    printf("strstr: %td %td %s\n", strstr(s, "world") - s, strstr(s, "") - s, strstr(s, "worlds") ? "found" : "null");
    printf("spn=%zu cspn=%zu pbrk=%td\n", strspn("aaabbbccc", "ab"), strcspn("hello world", " ,"), strpbrk(s, ",w") - s);
    char toks[] = "  alpha, beta;;gamma ,delta  ";
    char *save, *t;
    int n = 0;
    for (t = strtok_r(toks, " ,;", &save); t; t = strtok_r(NULL, " ,;", &save)) printf("[%s]", t), n++;
    printf(" %d tokens\n", n);
    char *d = strdup("duplicate"), *dn = strndup("truncated", 5);
    printf("strdup=%s strndup=%s casecmp=%d %d\n", d, dn, sgn(strcasecmp("HeLLo", "hello")), sgn(strncasecmp("ABCd", "abce", 4)));
    free(d); free(dn);
    return n;
}
