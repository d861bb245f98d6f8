/* Wide and straddling bit-fields: unsigned long long fields of 33..63 bits, fields that
   cross 32-bit and 64-bit storage boundaries, _Bool and enum bit-fields, bit-fields
   mixed with ordinary char/short/int members, zero-width bit-fields forcing the next
   field to a new unit, and the resulting layout observed through sizeof and a byte dump. */
#include <stdio.h>
#include <string.h>
#include <stdbool.h>

enum mode { M_OFF, M_LOW, M_HIGH, M_AUTO };
struct wide { unsigned long long a : 33; unsigned long long b : 40; unsigned long long c : 63; unsigned long long d : 1; };
struct straddle { unsigned x : 20; unsigned y : 20; unsigned z : 24; char c; unsigned short w : 9; };
struct mixed { char tag; bool flag : 1; enum mode m : 2; unsigned n : 5; int : 0; unsigned after : 3; signed long long big : 45; };

__attribute__((noinline)) static struct wide wide_op(struct wide w) { w.a += 1; w.b = w.b * 3 + 1; w.c ^= 0x5555555555555555ull; w.d = !w.d; return w; }
__attribute__((noinline)) static void dump(const void *p, size_t n) { const unsigned char *b = p; for (size_t i = 0; i < n; i++) printf("%02x", b[i]); printf("\n"); }

int main(void) {
    printf("sizeof wide=%zu straddle=%zu mixed=%zu\n", sizeof(struct wide), sizeof(struct straddle), sizeof(struct mixed));
    struct wide w;
    memset(&w, 0, sizeof w);
    w.a = 0x1ffffffffull; w.b = 0xffffffffffull >> 1; w.c = 0x7fffffffffffffffull; w.d = 0;
    for (int i = 0; i < 3; i++) w = wide_op(w);
    printf("wide a=%llx b=%llx c=%llx d=%u\n", (unsigned long long)w.a, (unsigned long long)w.b, (unsigned long long)w.c, (unsigned)w.d);
    dump(&w, sizeof w);
    struct straddle s;
    memset(&s, 0, sizeof s);
    s.x = 0xabcde; s.y = 0x12345; s.z = 0xfedcba; s.c = 'c'; s.w = 0x1ff;
    s.y += 0x100; s.w ^= 0x0aa;
    printf("straddle x=%x y=%x z=%x c=%c w=%x\n", s.x, s.y, s.z, s.c, s.w);
    dump(&s, sizeof s);
    struct mixed m;
    memset(&m, 0, sizeof m);
    m.tag = 'T'; m.flag = 5; m.m = M_AUTO; m.n = 31; m.after = 6; m.big = -(1LL << 43) + 12345;
    m.n++; m.m = (enum mode)(m.m + 1);
    printf("mixed tag=%c flag=%d m=%d n=%u after=%u big=%lld\n", m.tag, m.flag, m.m, m.n, m.after, (long long)m.big);
    dump(&m, sizeof m);
    return (int)(w.a & 0x7f);
}
