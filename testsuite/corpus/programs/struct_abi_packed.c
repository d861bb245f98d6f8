/* Packed and explicitly aligned structs by value: __attribute__((packed)) structs with
   misaligned int/double/long members (which clang passes in memory or by pieces),
   #pragma pack(2) layouts, packed structs inside normal ones, arrays of packed structs
   with unaligned element access, and sizeof/offsetof of each layout. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct __attribute__((packed)) p5 { char c; int i; };
struct __attribute__((packed)) p9 { char c; double d; };
struct __attribute__((packed)) p11 { short s; long l; char c; };
#pragma pack(push, 2)
struct q { char c; int i; short s; double d; };
#pragma pack(pop)
struct outer { char tag; struct p5 in; short after; };
struct __attribute__((packed, aligned(4))) pa { char c; short s; };

__attribute__((noinline)) static struct p5 p5_inc(struct p5 v) { v.c++; v.i *= -3; return v; }
__attribute__((noinline)) static struct p9 p9_scale(struct p9 v, double k) { v.d *= k; v.c = (char)(v.c + 1); return v; }
__attribute__((noinline)) static struct p11 p11_mix(int a, struct p11 v, int b) { v.s = (short)(v.s + a); v.l = v.l * 1000 + b; v.c ^= 0x20; return v; }
__attribute__((noinline)) static struct q q_step(struct q v) { v.i += v.c; v.s = (short)(v.s - 1); v.d += v.i; return v; }
__attribute__((noinline)) static struct outer outer_f(struct outer o) { o.in = p5_inc(o.in); o.after = (short)(o.after * 2); return o; }
__attribute__((noinline)) static long sum_array(const struct p11 *a, int n) { long s = 0; for (int i = 0; i < n; i++) s += a[i].l + a[i].s + a[i].c; return s; }
__attribute__((noinline)) static struct pa pa_f(struct pa v) { v.s = (short)(v.s << 1); return v; }

int main(void) {
    printf("p5 size %zu off i %zu | p9 size %zu off d %zu | p11 size %zu off l %zu c %zu\n", sizeof(struct p5), offsetof(struct p5, i), sizeof(struct p9),
           offsetof(struct p9, d), sizeof(struct p11), offsetof(struct p11, l), offsetof(struct p11, c));
    printf("q size %zu off i %zu s %zu d %zu | outer size %zu off in %zu after %zu | pa size %zu align %zu\n", sizeof(struct q), offsetof(struct q, i), offsetof(struct q, s),
           offsetof(struct q, d), sizeof(struct outer), offsetof(struct outer, in), offsetof(struct outer, after), sizeof(struct pa), _Alignof(struct pa));
    struct p5 a = p5_inc(p5_inc((struct p5){'a', 7}));
    struct p9 b = p9_scale((struct p9){'x', 1.5}, -4.0);
    struct p11 c = p11_mix(5, (struct p11){100, 123456789L, 'q'}, 42);
    struct q d = q_step(q_step((struct q){3, 10, 20, 0.5}));
    struct outer o = outer_f((struct outer){'T', {'k', -2}, 300});
    struct pa e = pa_f((struct pa){'e', 1234});
    printf("a=%c,%d b=%c,%g c=%d,%ld,%c d=%d,%d,%d,%g o=%c,%c,%d,%d e=%c,%d\n", a.c, a.i, b.c, b.d, c.s, c.l, c.c, d.c, d.i, d.s, d.d, o.tag, o.in.c, o.in.i, o.after, e.c, e.s);
    struct p11 arr[7];
    for (int i = 0; i < 7; i++) { arr[i].s = (short)(i * 11); arr[i].l = (long)i << 40; arr[i].c = (char)('0' + i); }
    long s = sum_array(arr, 7);
    unsigned char raw[sizeof arr];
    memcpy(raw, arr, sizeof arr);
    printf("sum=%ld raw[13..24]:", s);
    for (int i = 13; i < 25; i++) printf(" %02x", raw[i]);
    printf("\n");
    return (int)(s >> 40) + a.i % 50;
}
