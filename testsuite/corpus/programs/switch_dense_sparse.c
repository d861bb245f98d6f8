/* Big switch statements: dense (jump table), sparse (binary search), with fallthrough,
   on char, long, unsigned, negative cases and case ranges (GNU). */
#include <stdio.h>

__attribute__((noinline)) static int dense(int x) {
    switch (x) {
    case 0: return 11; case 1: return 22; case 2: return 35; case 3: return 47; case 4: return 51; case 5: return 68; case 6: return 72; case 7: return 89;
    case 8: return 93; case 9: return 101; case 10: return 117; case 11: return 120; case 12: return 131; case 13: return 149; case 14: return 150; case 15: return 166;
    case 16: return 171; case 17: return 188; case 18: return 190; case 19: return 203; case 20: return 219; case 21: return 227; case 22: return 231; case 23: return 245;
    default: return -1;
    }
}
__attribute__((noinline)) static int sparse(long x) {
    switch (x) {
    case -1000000000000LL: return 1; case -65536: return 2; case -7: return 3; case 0: return 4; case 13: return 5; case 999: return 6;
    case 4096: return 7; case 65537: return 8; case 1000003: return 9; case 0x7fffffffL: return 10; case 0x100000000LL: return 11; case 0x7fffffffffffffffLL: return 12;
    default: return 0;
    }
}
__attribute__((noinline)) static int fallthrough(int x) {
    int r = 0;
    switch (x) {
    case 0: r += 1; /* fall through */
    case 1: r += 10; /* fall through */
    case 2: r += 100; break;
    case 3: r += 1000; /* fall through */
    case 4: case 5: r += 10000; /* fall through */
    default: r += 100000;
    }
    return r;
}
__attribute__((noinline)) static const char *on_char(char c) {
    switch (c) {
    case 'a': case 'e': case 'i': case 'o': case 'u': return "vowel";
    case '0' ... '9': return "digit";
    case ' ': case '\t': case '\n': return "space";
    case 'A' ... 'Z': return "upper";
    case '!': case '?': case '.': return "punct";
    case '\x80' ... '\xff': return "high";
    default: return "other";
    }
}
__attribute__((noinline)) static unsigned on_unsigned(unsigned v) {
    switch (v) { case 0xffffffffu: return 1; case 0x80000000u: return 2; case 1: return 3; case 2: return 4; case 3: return 5; case 4: return 6; default: return 7; }
}
__attribute__((noinline)) static int duff(int *to, const int *from, int count) {
    int n = (count + 7) / 8, s = 0;
    if (count <= 0) return 0;
    switch (count % 8) {
    case 0: do { *to = *from++; s += *to; /* fall through */
    case 7: *to = *from++; s += *to; /* fall through */
    case 6: *to = *from++; s += *to; /* fall through */
    case 5: *to = *from++; s += *to; /* fall through */
    case 4: *to = *from++; s += *to; /* fall through */
    case 3: *to = *from++; s += *to; /* fall through */
    case 2: *to = *from++; s += *to; /* fall through */
    case 1: *to = *from++; s += *to; } while (--n > 0);
    }
    return s;
}
__attribute__((noinline)) static int nested(int a, int b) {
    switch (a) {
    case 1: switch (b) { case 1: return 11; case 2: return 12; default: break; } return 10;
    case 2: { int t = 0; for (int i = 0; i < b; i++) { switch (i % 3) { case 0: t += 1; continue; case 1: t += 2; break; default: t += 3; } t *= 2; } return t; }
    default: return -a;
    }
}
__attribute__((noinline)) static int small_switch_i8(signed char v) { switch (v) { case -128: return 1; case -1: return 2; case 127: return 3; default: return 0; } }

int main(void) {
    long total = 0;
    for (int i = -2; i < 26; i++) { total += dense(i) * (i + 3); }
    printf("dense total=%ld\n", total);
    long sv[] = { -1000000000000LL, -65536, -7, 0, 13, 999, 4096, 65537, 1000003, 0x7fffffffL, 0x100000000LL, 0x7fffffffffffffffLL, 5, -8, 1000004 };
    for (int i = 0; i < 15; i++) printf("sparse(%ld)=%d\n", sv[i], sparse(sv[i]));
    for (int i = 0; i < 8; i++) printf("fall(%d)=%d\n", i, fallthrough(i));
    const char *s = "Hi there, 42 items! e\x90";
    for (const char *q = s; *q; q++) printf("%s ", on_char(*q)); printf("\n");
    printf("unsigned: %u %u %u %u\n", on_unsigned(0xffffffffu), on_unsigned(0x80000000u), on_unsigned(3), on_unsigned(100));
    int src[37], dst = 0; for (int i = 0; i < 37; i++) src[i] = i * i;
    for (int c = 0; c <= 37; c += 5) printf("duff(%d)=%d ", c, duff(&dst, src, c)); printf("\n");
    for (int a = 0; a < 4; a++) for (int b = 0; b < 6; b++) total += nested(a, b) * (b + 1);
    printf("i8: %d %d %d %d\n", small_switch_i8(-128), small_switch_i8(-1), small_switch_i8(127), small_switch_i8(0));
    printf("total=%ld\n", total);
    return (int)(total % 256);
}
