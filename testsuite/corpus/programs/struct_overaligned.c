/* Over-aligned data: _Alignas(16/32/64) locals (forcing stack realignment),
   __attribute__((aligned(64))) structs passed by value and returned, aligned globals,
   arrays of aligned structs, aligned members inside normal structs, and
   __builtin_alloca_with_align; every address is checked for its alignment. */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>

struct __attribute__((aligned(32))) A32 { int v[3]; };
struct __attribute__((aligned(64))) A64 { double d; char c; };
struct holder { char c; _Alignas(16) long l; struct A32 a; };
static _Alignas(64) char gbuf[100];
static struct A64 garr[3];
__attribute__((aligned(4096))) static int page_aligned[10];

static int misaligned(const void *p, uintptr_t a) { return ((uintptr_t)p & (a - 1)) != 0; }
__attribute__((noinline)) static struct A32 a32_f(struct A32 x, int k) { _Alignas(32) int local[8]; for (int i = 0; i < 8; i++) local[i] = k * i; x.v[0] += local[7]; x.v[2] = misaligned(local, 32); return x; }
__attribute__((noinline)) static struct A64 a64_f(struct A64 x) { x.d *= 2; x.c++; return x; }
__attribute__((noinline)) static int deep(int n) {
    _Alignas(64) char buf[64];
    buf[0] = (char)n;
    if (misaligned(buf, 64)) return -1000;
    return n ? deep(n - 1) + buf[0] : 0;
}
__attribute__((noinline)) static int va(int n) { char *p = __builtin_alloca_with_align((size_t)n, 256); p[0] = 1; return misaligned(p, 32); }

int main(void) {
    _Alignas(16) char c16; _Alignas(32) short s32; _Alignas(64) int i64;
    c16 = 1; s32 = 2; i64 = 3;
    int bad = misaligned(&c16, 16) + misaligned(&s32, 32) + misaligned(&i64, 64) + misaligned(gbuf, 64) + misaligned(garr, 64) + misaligned(&garr[1], 64) + misaligned(page_aligned, 4096);
    struct holder h = {'h', 5, {{1, 2, 3}}};
    bad += misaligned(&h.l, 16) + misaligned(&h.a, 32);
    printf("sizeof A32=%zu A64=%zu holder=%zu offsetof l=%zu a=%zu\n", sizeof(struct A32), sizeof(struct A64), sizeof(struct holder), offsetof(struct holder, l), offsetof(struct holder, a));
    struct A32 a = a32_f(h.a, 3);
    struct A64 b = a64_f(a64_f((struct A64){1.5, 'a'}));
    printf("a=%d,%d,%d b=%g,%c\n", a.v[0], a.v[1], a.v[2], b.d, b.c);
    printf("deep=%d va=%d,%d\n", deep(10), va(10), va(1000));
    printf("bad=%d values %d %d %d\n", bad, c16, s32, i64);
    return bad;
}
