/* Sparse switches (lowered to binary search trees or bit tests): widely spaced int
   cases including negative values and INT_MIN/INT_MAX, a switch on uint64_t with cases
   above 2^32 and 2^63, a switch on int16_t, clustered ranges inside a sparse set, and a
   bit-test style switch over character classes. */
#include <stdio.h>
#include <stdint.h>
#include <limits.h>

__attribute__((noinline)) static int sparse(int k) {
    switch (k) {
    case INT_MIN: return 1; case -1000000: return 2; case -4096: return 3; case -7: return 4; case 0: return 5; case 13: return 6;
    case 100: return 7; case 101: return 8; case 102: return 9; case 103: return 10; case 999: return 11; case 65536: return 12;
    case 1 << 20: return 13; case 123456789: return 14; case INT_MAX - 1: return 15; case INT_MAX: return 16;
    default: return 0;
    }
}
__attribute__((noinline)) static int wide(uint64_t k) {
    switch (k) {
    case 0: return 1; case 0xffffffffull: return 2; case 0x100000000ull: return 3; case 0x123456789abull: return 4;
    case 0x8000000000000000ull: return 5; case 0xfffffffffffffffeull: return 6; case 0xffffffffffffffffull: return 7; case 42: return 8;
    default: return 0;
    }
}
__attribute__((noinline)) static int small(int16_t k) {
    switch (k) { case -32768: return 1; case -300: return 2; case -1: return 3; case 255: return 4; case 256: return 5; case 32767: return 6; default: return 0; }
}
__attribute__((noinline)) static int cls(char c) {
    switch (c) {
    case ' ': case '\t': case '\n': case '\r': return 1;
    case '(': case ')': case '[': case ']': case '{': case '}': return 2;
    case '+': case '-': case '*': case '/': case '%': case '^': case '&': case '|': return 3;
    case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9': return 4;
    default: return 0;
    }
}

int main(void) {
    int probes[] = {INT_MIN, INT_MIN + 1, -1000000, -4097, -4096, -7, -6, 0, 13, 99, 100, 101, 102, 103, 104, 999, 65536, 1 << 20, 123456789, INT_MAX - 1, INT_MAX};
    unsigned s = 0;
    for (int i = 0; i < (int)(sizeof probes / sizeof probes[0]); i++) { int r = sparse(probes[i]); s = s * 3 + (unsigned)r; printf("%d", r); if (i % 10 == 9) printf(" "); }
    printf("\n");
    uint64_t wp[] = {0, 1, 42, 0xffffffffull, 0x100000000ull, 0x100000001ull, 0x123456789abull, 0x8000000000000000ull, 0x7fffffffffffffffull, 0xfffffffffffffffeull, 0xffffffffffffffffull};
    for (int i = 0; i < 11; i++) printf("%d", wide(wp[i]));
    printf("\n");
    int16_t sp[] = {-32768, -32767, -300, -1, 0, 255, 256, 257, 32767};
    for (int i = 0; i < 9; i++) printf("%d", small(sp[i]));
    printf("\n");
    const char *text = "f(x) = 3*(y + 42) / [z - 7]\t{ok}\n";
    int counts[5] = {0};
    for (const char *p = text; *p; p++) counts[cls(*p)]++;
    printf("classes %d %d %d %d %d\n", counts[0], counts[1], counts[2], counts[3], counts[4]);
    return (int)(s & 0x3f);
}
