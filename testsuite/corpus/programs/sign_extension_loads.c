/* Sign and zero extension of narrow values loaded from memory and passed through calls:
   signed/unsigned char and short arrays summed into int and long, plain char (signed on
   x86-64), int8 values returned from functions and used as array indexes and in 64-bit
   address arithmetic, negative values stored in narrow fields. */
#include <stdio.h>
#include <stdint.h>

static signed char sca[256];
static unsigned char uca[256];
static short ssa[300];
static unsigned short usa[300];

__attribute__((noinline)) static signed char get_sc(int i) { return sca[i]; }
__attribute__((noinline)) static unsigned char get_uc(int i) { return uca[i]; }
__attribute__((noinline)) static long widen_sc(signed char c) { return c; }
__attribute__((noinline)) static unsigned long widen_uc(unsigned char c) { return c; }
__attribute__((noinline)) static long long widen_short(short s) { return s; }
__attribute__((noinline)) static int index_by_char(const int *base, signed char off) { return base[off]; }
__attribute__((noinline)) static int plain_char(char c) { return c; }
__attribute__((noinline)) static int8_t narrow(int v) { return (int8_t)v; }
__attribute__((noinline)) static int add_narrow(int8_t a, int8_t b) { return a + b; }
__attribute__((noinline)) static unsigned u_of_sc(signed char c) { return (unsigned)c; }

int main(void) {
    for (int i = 0; i < 256; i++) { sca[i] = (signed char)(i * 37); uca[i] = (unsigned char)(i * 37); }
    for (int i = 0; i < 300; i++) { ssa[i] = (short)(i * 1234); usa[i] = (unsigned short)(i * 1234); }
    long s1 = 0; unsigned long s2 = 0; long long s3 = 0, s4 = 0;
    for (int i = 0; i < 256; i++) { s1 += widen_sc(get_sc(i)); s2 += widen_uc(get_uc(i)); }
    for (int i = 0; i < 300; i++) { s3 += widen_short(ssa[i]); s4 += usa[i]; }
    printf("sums: sc=%ld uc=%lu ss=%lld us=%lld\n", s1, s2, s3, s4);
    int table[256]; for (int i = 0; i < 256; i++) table[i] = i * i;
    const int *mid = table + 128;
    printf("index_by_char: %d %d %d %d\n", index_by_char(mid, -128), index_by_char(mid, -1), index_by_char(mid, 0), index_by_char(mid, 127));
    const char text[] = "a\x80\xff\x7f";
    printf("plain char: %d %d %d %d\n", plain_char(text[0]), plain_char(text[1]), plain_char(text[2]), plain_char(text[3]));
    printf("narrow: %d %d %d %d\n", narrow(200), narrow(-129), narrow(0x1234), narrow(-1));
    printf("add_narrow: %d %d\n", add_narrow(-128, -128), add_narrow(127, 127));
    printf("u_of_sc(-1)=%u u_of_sc(-128)=%u\n", u_of_sc(-1), u_of_sc(-128));
    struct { signed char c; short s; int i; } rec = {(signed char)0xf0, (short)0x8001, -1};
    long long sum = (long long)rec.c + rec.s + rec.i;
    printf("rec sum %lld\n", sum);
    volatile unsigned char vuc = 0xff;
    volatile signed char vsc = (signed char)0xff;
    printf("0xff as uc->int %d, as sc->int %d, sc->uint64 %llx\n", vuc, vsc, (unsigned long long)(int64_t)vsc);
    return (int)((s1 + (long)s2 + (long)s3) & 0x7f);
}
