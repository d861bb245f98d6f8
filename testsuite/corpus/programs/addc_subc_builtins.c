/* Carry-chain builtins __builtin_addcb/addcs/addc/addcl/addcll and __builtin_subc*,
   used for multi-precision addition and subtraction (256-bit numbers as 4 x 64-bit and
   8 x 32-bit limbs), compared against unsigned __int128 arithmetic. */
/* check-programs: clang-only (clang builtins) */
#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static void add256(uint64_t *r, const uint64_t *a, const uint64_t *b) {
    unsigned long long c = 0;
    for (int i = 0; i < 4; i++) r[i] = __builtin_addcll(a[i], b[i], c, &c);
}
__attribute__((noinline)) static void sub256(uint64_t *r, const uint64_t *a, const uint64_t *b) {
    unsigned long long c = 0;
    for (int i = 0; i < 4; i++) r[i] = __builtin_subcll(a[i], b[i], c, &c);
}
__attribute__((noinline)) static unsigned add32x8(unsigned *r, const unsigned *a, const unsigned *b) {
    unsigned c = 0;
    for (int i = 0; i < 8; i++) r[i] = __builtin_addc(a[i], b[i], c, &c);
    return c;
}
__attribute__((noinline)) static int small_carries(void) {
    unsigned char cb; unsigned short cs; unsigned long cl;
    unsigned char b = __builtin_addcb(200, 100, 1, &cb);
    unsigned short s = __builtin_subcs(5, 10, 0, &cs);
    unsigned long l = __builtin_addcl(~0ul, 0, 1, &cl);
    printf("addcb=%d carry=%d subcs=%d borrow=%d addcl=%lu carry=%lu\n", b, cb, s, cs, l, cl);
    return cb + cs + (int)cl;
}

int main(void) {
    uint64_t a[4] = {~0ull, ~0ull, 0x8000000000000000ull, 0x7fffffffffffffffull};
    uint64_t b[4] = {1, 0, 0x8000000000000000ull, 0};
    uint64_t r[4], s[4];
    add256(r, a, b);
    printf("add %016llx %016llx %016llx %016llx\n", (unsigned long long)r[3], (unsigned long long)r[2], (unsigned long long)r[1], (unsigned long long)r[0]);
    sub256(s, r, b);
    printf("sub back ok=%d\n", s[0] == a[0] && s[1] == a[1] && s[2] == a[2] && s[3] == a[3]);
    sub256(s, b, a);
    printf("b-a %016llx %016llx %016llx %016llx\n", (unsigned long long)s[3], (unsigned long long)s[2], (unsigned long long)s[1], (unsigned long long)s[0]);
    /* compare with __int128 on the low 128 bits */
    uint64_t x = 0x243f6a8885a308d3ull; int bad = 0;
    for (int i = 0; i < 100; i++) {
        uint64_t p[4], q[4], t[4];
        for (int k = 0; k < 4; k++) { x = x * 2862933555777941757ull + 3037000493ull; p[k] = x; x = x * 2862933555777941757ull + 3037000493ull; q[k] = (i & 1) ? ~x : x; }
        add256(t, p, q);
        unsigned __int128 lo = ((unsigned __int128)p[1] << 64 | p[0]) + ((unsigned __int128)q[1] << 64 | q[0]);
        if ((uint64_t)lo != t[0] || (uint64_t)(lo >> 64) != t[1]) bad++;
        unsigned pa[8], qa[8], ra[8];
        for (int k = 0; k < 4; k++) { pa[2 * k] = (unsigned)p[k]; pa[2 * k + 1] = (unsigned)(p[k] >> 32); qa[2 * k] = (unsigned)q[k]; qa[2 * k + 1] = (unsigned)(q[k] >> 32); }
        unsigned carry = add32x8(ra, pa, qa);
        for (int k = 0; k < 4; k++) if (((uint64_t)ra[2 * k + 1] << 32 | ra[2 * k]) != t[k]) bad++;
        if (i < 3) printf("carry out %u top %016llx\n", carry, (unsigned long long)t[3]);
    }
    int sc = small_carries();
    printf("bad %d\n", bad);
    return bad ? 1 : sc;
}
