/* _BitInt with the checked-arithmetic builtins (__builtin_add/sub/mul_overflow with
   _BitInt(24), _BitInt(33), unsigned _BitInt(65) and mixed result types), and _BitInt
   in structs, arrays and bit-fields' neighbours: layout (sizeof/_Alignof/offsetof),
   element access and struct copies. */
/* check-programs: clang-only (_BitInt) */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

typedef _BitInt(24) s24;
typedef _BitInt(33) s33;
typedef unsigned _BitInt(65) u65;
struct rec { char tag; s24 a; s33 b; unsigned _BitInt(7) c[5]; u65 d; short tail; };

__attribute__((noinline)) static struct rec bump(struct rec r, int k) {
    r.a = (s24)(r.a / 2 + k); r.b = (s33)(r.b - k); for (int i = 0; i < 5; i++) r.c[i] += (unsigned _BitInt(7))k; r.d *= 3; r.tail++;
    return r;
}

int main(void) {
    printf("sizeof rec=%zu align=%zu off a=%zu b=%zu c=%zu d=%zu tail=%zu\n", sizeof(struct rec), _Alignof(struct rec),
           offsetof(struct rec, a), offsetof(struct rec, b), offsetof(struct rec, c), offsetof(struct rec, d), offsetof(struct rec, tail));
    volatile s24 x24[] = {0x7fffff, -0x800000, 1, -1, 0x400000, 4096};
    int ovf = 0;
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++) {
            s24 r; int o1 = __builtin_add_overflow(x24[i], x24[j], &r);
            s24 m; int o2 = __builtin_mul_overflow(x24[i], x24[j], &m);
            s33 wide; int o3 = __builtin_mul_overflow(x24[i], x24[j], &wide);
            int small; int o4 = __builtin_sub_overflow(x24[i], x24[j], &small);
            printf("%d%d%d%d ", o1, o2, o3, o4);
            ovf += o1 + o2 + o3 + o4;
            if (!o1 && r != x24[i] + x24[j]) printf("bad add ");
            (void)m; (void)small; (void)wide;
        }
    printf("\nmul24 overflows counted %d\n", ovf);
    volatile u65 big = ~(u65)0 / 3;
    u65 out; int o = __builtin_mul_overflow(big, (u65)3, &out);
    printf("u65 %d %llx/%016llx ", o, (unsigned long long)(out >> 64), (unsigned long long)out);
    o = __builtin_mul_overflow(big, (u65)4, &out);
    printf("%d %llx/%016llx ", o, (unsigned long long)(out >> 64), (unsigned long long)out);
    o = __builtin_add_overflow(big, big * 2, &out);
    printf("%d\n", o);
    s33 s; o = __builtin_add_overflow((s33)((s33)1 << 31), (s33)((s33)1 << 31), &s);
    printf("s33 2^31+2^31 ovf=%d val=%lld\n", o, (long long)s);
    o = __builtin_add_overflow((s33)((s33)1 << 31), (s33)((s33)1 << 31) - 1 + (s33)((s33)1 << 31), &s);
    printf("s33 near max ovf=%d val=%lld\n", o, (long long)s);
    struct rec r; memset(&r, 0, sizeof r);
    r.tag = 'R'; r.a = -1000; r.b = (s33)1 << 31; for (int i = 0; i < 5; i++) r.c[i] = (unsigned _BitInt(7))(i * 30); r.d = (u65)1 << 64; r.tail = 7;
    struct rec q = bump(bump(r, 5), 100);
    printf("q: %c a=%lld b=%lld c=%d,%d,%d,%d,%d d_hi=%llx d_lo=%llx tail=%d\n", q.tag, (long long)q.a, (long long)q.b, (int)q.c[0], (int)q.c[1],
           (int)q.c[2], (int)q.c[3], (int)q.c[4], (unsigned long long)(q.d >> 64), (unsigned long long)q.d, q.tail);
    s24 arr[10]; for (int i = 0; i < 10; i++) arr[i] = (s24)(i * -300000);
    long long sum = 0; for (int i = 0; i < 10; i++) sum += arr[i];
    printf("arr sum %lld\n", sum);
    return (int)(ovf + q.tail);
}
