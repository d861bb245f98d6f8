/* char vs signed char vs unsigned char: high-bit bytes in arithmetic, comparisons,
   array indexing via unsigned char, sign extension through function calls and returns. */
#include <stdio.h>
#include <string.h>
#include <limits.h>

__attribute__((noinline)) static int widen_c(char c) { return c; }
__attribute__((noinline)) static int widen_sc(signed char c) { return c; }
__attribute__((noinline)) static int widen_uc(unsigned char c) { return c; }
__attribute__((noinline)) static char ret_c(int v) { return (char)v; }
__attribute__((noinline)) static unsigned char ret_uc(int v) { return (unsigned char)v; }
__attribute__((noinline)) static signed char ret_sc(int v) { return (signed char)v; }

int main(void) {
    printf("CHAR_MIN=%d CHAR_MAX=%d signed=%d\n", CHAR_MIN, CHAR_MAX, (char)-1 < 0);
    const char *s = "A\x80\xff\x7f z";
    for (const char *p = s; *p; p++) printf("%d/%d/%d ", widen_c(*p), widen_sc((signed char)*p), widen_uc((unsigned char)*p)); printf("\n");
    printf("ret %d %d %d %d\n", ret_c(200), ret_uc(-1), ret_sc(255), ret_c(-129));
    int hist[256] = { 0 }; for (const char *p = s; *p; p++) hist[(unsigned char)*p]++; printf("hist %d %d %d\n", hist[0x80], hist[0xff], hist['A']);
    printf("cmp %d %d\n", strcmp("\x80", "\x7f") > 0, (char)'\x80' < (char)'\x7f');
    char arr[4] = { (char)0x90, 0x10, (char)0xf0, 0x01 }; int sum = 0; for (int i = 0; i < 4; i++) sum += arr[i]; printf("sum=%d\n", sum);
    unsigned char u = 250; u += 10; signed char sc = 120; sc = (signed char)(sc + 10); printf("wrap u=%u sc=%d\n", u, sc);
    char c = 'a'; c += 'A' - 'a'; printf("upper %c\n", c);
    return sum & 0xff;
}
