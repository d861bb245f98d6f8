/* Bitfields of odd widths (1,3,5,7,17,31,33,47,63 bits), signed and unsigned,
   packing across storage units, read-modify-write, pass by value. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

struct bf1 {
    unsigned a : 3;
    signed   b : 3;
    unsigned c : 17;
    signed   d : 17;
    unsigned e : 1;
    unsigned f : 7;
};
struct bf2 {
    unsigned long long x : 33;
    long long y : 33;
    unsigned long long z : 63;
    unsigned char tag;
    long long w : 47;
};
struct bf3 {
    char c;
    int i : 5;
    int : 0;
    int j : 31;
    short s : 9;
    unsigned short us : 9;
};
struct bf4 { unsigned char u : 4; unsigned char v : 4; unsigned char w : 8; } ;

__attribute__((noinline)) static struct bf1 mk1(int k) {
    struct bf1 r;
    memset(&r, 0, sizeof r);
    r.a = (unsigned)k; r.b = k % 4 - 2; r.c = (unsigned)k * 4099u; r.d = -k * 1021; r.e = (unsigned)k; r.f = (unsigned)k * 3u;
    return r;
}
__attribute__((noinline)) static long long sum1(struct bf1 s) { return s.a + s.b + (long long)s.c + s.d + s.e + s.f; }
__attribute__((noinline)) static struct bf2 mk2(long long k) {
    struct bf2 r;
    memset(&r, 0, sizeof r);
    r.x = (unsigned long long)k * 0x12345ULL; r.y = -k * 1000003; r.z = (unsigned long long)k << 40; r.tag = (unsigned char)k; r.w = -k * 77777777LL;
    return r;
}
static void dump(const void *p, size_t n) { const unsigned char *b = p; for (size_t i = 0; i < n; i++) printf("%02x", b[i]); printf("\n"); }

int main(void) {
    printf("sizes %zu %zu %zu %zu\n", sizeof(struct bf1), sizeof(struct bf2), sizeof(struct bf3), sizeof(struct bf4));
    long long total = 0;
    for (int k = -5; k < 300; k += 7) {
        struct bf1 s = mk1(k);
        long long v = sum1(s);
        total += v;
        if (k % 5 == 0) { printf("k=%d a=%u b=%d c=%u d=%d e=%u f=%u sum=%lld ", k, s.a, s.b, s.c, s.d, s.e, s.f, v); dump(&s, sizeof s); }
    }
    printf("total1=%lld\n", total);
    for (long long k = -3; k < 4000000000LL; k = k * 3 + 11) {
        struct bf2 s = mk2(k);
        printf("k=%lld x=%llu y=%lld z=%llu tag=%u w=%lld\n", k, (unsigned long long)s.x, (long long)s.y, (unsigned long long)s.z, s.tag, (long long)s.w);
    }
    struct bf3 t = { 'q', -16, 0x3fffffff, -256, 511 };
    printf("bf3 %c %d %d %d %u\n", t.c, t.i, t.j, t.s, t.us);
    t.i += 31; t.j = -t.j - 1; t.s = (short)(t.s * 1); t.us += 2;
    printf("bf3 %c %d %d %d %u\n", t.c, t.i, t.j, t.s, t.us);
    struct bf4 q = { 15, 3, 200 };
    for (int i = 0; i < 20; i++) { q.u++; q.v += 5; q.w += 17; }
    printf("bf4 %u %u %u ", q.u, q.v, q.w); dump(&q, sizeof q);
    /* signed bitfield sign extension on read through expression */
    struct bf1 m = mk1(3);
    m.b = -4; long long neg = m.b; int sh = m.b >> 1;
    printf("neg=%lld sh=%d cmp=%d\n", neg, sh, m.b < 0);
    m.d = 65535; printf("d=%d\n", m.d);
    m.c = 0x1ffff; m.c++; printf("c wrap=%u\n", m.c);
    return (int)(total & 0x3f);
}
