/* Structs larger than 16 bytes (MEMORY class): returned through a hidden pointer (sret),
   passed by copy on the stack, nested calls that forward the returned struct, sret
   functions called through pointers, and large structs mixed with register arguments. */
#include <stdio.h>
#include <string.h>

typedef struct { long a, b, c; } L3;
typedef struct { double x, y, z; } D3;
typedef struct { char s[17]; } C17;
typedef struct { int i; double d; long l; short s; } Mix;
typedef struct { long v[16]; } Big;

__attribute__((noinline)) static L3 l3_make(long k) { L3 r = {k, k * k, -k}; return r; }
__attribute__((noinline)) static L3 l3_add(L3 x, L3 y) { L3 r = {x.a + y.a, x.b + y.b, x.c + y.c}; return r; }
__attribute__((noinline)) static D3 d3_scale(D3 v, double s) { D3 r = {v.x * s, v.y * s, v.z * s}; return r; }
__attribute__((noinline)) static C17 c17_upper(C17 v) { for (int i = 0; i < 17 && v.s[i]; i++) if (v.s[i] >= 'a' && v.s[i] <= 'z') v.s[i] = (char)(v.s[i] - 32); return v; }
__attribute__((noinline)) static Mix mix_step(int a, Mix m, double b, long c) { m.i += a; m.d += b; m.l ^= c; m.s = (short)(m.s + 1); return m; }
__attribute__((noinline)) static Big big_fill(long seed) { Big b; for (int i = 0; i < 16; i++) b.v[i] = seed * (i + 1) ^ (seed >> i); return b; }
__attribute__((noinline)) static long big_sum(Big b) { long s = 0; for (int i = 0; i < 16; i++) s += b.v[i] * (i + 1); return s; }
__attribute__((noinline)) static Big big_rev(Big b) { Big r; for (int i = 0; i < 16; i++) r.v[i] = b.v[15 - i]; return r; }
__attribute__((noinline)) static long regs_and_stack(long a, long b, long c, long d, long e, long f, L3 x, D3 y, long g) { return a + b + c + d + e + f + x.a + x.b + x.c + (long)(y.x + y.y + y.z) + g; }

int main(void) {
    L3 (*mk)(long) = l3_make;
    L3 s = l3_add(l3_add(mk(3), mk(5)), l3_make(-2));
    printf("L3 %ld %ld %ld size %zu\n", s.a, s.b, s.c, sizeof s);
    D3 d = d3_scale(d3_scale((D3){1.5, -2.25, 1e10}, 2.0), 0.5);
    printf("D3 %a %a %a\n", d.x, d.y, d.z);
    C17 c; memset(&c, 0, sizeof c); strcpy(c.s, "hello, world 17");
    C17 u = c17_upper(c);
    printf("C17 '%s' -> '%s'\n", c.s, u.s);
    Mix m = {1, 0.5, 0xff, 7};
    for (int i = 0; i < 4; i++) m = mix_step(i, m, 0.25 * i, 1L << (i * 10));
    printf("Mix %d %a %lx %d size %zu\n", m.i, m.d, (unsigned long)m.l, m.s, sizeof m);
    Big b = big_fill(0x123456789L);
    long bs = big_sum(b), rs = big_sum(big_rev(b));
    printf("Big sum %ld rev %ld\n", bs, rs);
    long r = regs_and_stack(1, 2, 3, 4, 5, 6, s, d, 7);
    printf("regs_and_stack %ld\n", r);
    return (int)((bs ^ rs ^ r) & 0x7f);
}
