/* Packed structs (unaligned members), over-aligned structs (32/64 bytes) on stack,
   in arrays, passed by value and returned. */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>
#include <string.h>

struct __attribute__((packed)) P1 { char c; int i; short s; long long l; };
struct __attribute__((packed)) P2 { uint8_t a; uint64_t b; uint16_t c; uint32_t d; double e; };
#pragma pack(push, 2)
struct P3 { char c; int i; char d; double x; };
#pragma pack(pop)
struct __attribute__((aligned(32))) A32 { int v[3]; };
struct A64 { char c; _Alignas(64) double d; int tail; };
struct __attribute__((aligned(16))) A16 { char c; };

__attribute__((noinline)) static struct P1 mkp1(int k) { struct P1 p = { (char)k, k * 1000, (short)(k * 3), (long long)k * (1LL << 40) }; return p; }
__attribute__((noinline)) static long long sump1(struct P1 p) { return p.c + p.i + p.s + p.l; }
__attribute__((noinline)) static uint64_t sump2(const struct P2 *p) { return p->a + p->b + p->c + p->d + (uint64_t)p->e; }
__attribute__((noinline)) static struct A32 mka32(int k) { struct A32 a = { { k, k + 1, k + 2 } }; return a; }
__attribute__((noinline)) static int suma32(struct A32 a) { return a.v[0] + a.v[1] + a.v[2] + (int)(((uintptr_t)&a) % 32); }
__attribute__((noinline)) static double suma64(struct A64 a) { return a.c + a.d + a.tail + (double)(((uintptr_t)&a.d) % 64); }
__attribute__((noinline)) static int check_local_align(void) {
    struct A64 local; struct A32 arr[3]; _Alignas(128) char buf[5];
    memset(&local, 0, sizeof local); memset(arr, 0, sizeof arr); memset(buf, 0, sizeof buf);
    return (int)(((uintptr_t)&local % 64) + ((uintptr_t)&arr[1] % 32) + ((uintptr_t)buf % 128));
}

int main(void) {
    printf("P1 size=%zu off: c=%zu i=%zu s=%zu l=%zu\n", sizeof(struct P1), offsetof(struct P1, c), offsetof(struct P1, i), offsetof(struct P1, s), offsetof(struct P1, l));
    printf("P2 size=%zu off b=%zu e=%zu\n", sizeof(struct P2), offsetof(struct P2, b), offsetof(struct P2, e));
    printf("P3 size=%zu off i=%zu x=%zu\n", sizeof(struct P3), offsetof(struct P3, i), offsetof(struct P3, x));
    printf("A32 size=%zu align=%zu A64 size=%zu align=%zu off d=%zu A16 size=%zu\n", sizeof(struct A32), _Alignof(struct A32), sizeof(struct A64), _Alignof(struct A64), offsetof(struct A64, d), sizeof(struct A16));
    long long t = 0;
    for (int k = -3; k < 20; k++) t += sump1(mkp1(k));
    printf("sump1=%lld\n", t);
    struct P2 arr[7];
    for (int k = 0; k < 7; k++) { arr[k].a = (uint8_t)k; arr[k].b = 0x1122334455667788ULL * (uint64_t)k; arr[k].c = (uint16_t)(k * 999); arr[k].d = 0xdeadbeefu ^ (uint32_t)k; arr[k].e = k * 1.5; }
    uint64_t s2 = 0; for (int k = 0; k < 7; k++) s2 += sump2(&arr[k]);
    printf("sump2=%llu arrsize=%zu\n", (unsigned long long)s2, sizeof arr);
    unsigned char raw[sizeof(struct P2)]; memcpy(raw, &arr[3], sizeof raw); for (size_t i = 0; i < sizeof raw; i++) printf("%02x", raw[i]); printf("\n");
    struct P1 *pp = &(struct P1){ 1, 2, 3, 4 }; pp->i += 0x10000; pp->l *= -3; printf("pp %d %lld\n", pp->i, pp->l);
    int a32 = 0; for (int k = 0; k < 5; k++) a32 += suma32(mka32(k));
    printf("a32 sum=%d\n", a32);
    struct A64 x; memset(&x, 0, sizeof x); x.c = 2; x.d = 3.5; x.tail = 4; printf("a64 sum=%g\n", suma64(x));
    printf("local align=%d\n", check_local_align());
    struct P3 p3 = { 'z', 0x12345678, 'y', 2.75 }; struct P3 p3b = p3; p3b.i++; printf("p3 %c %x %c %g\n", p3b.c, (unsigned)p3b.i, p3b.d, p3b.x);
    return (int)(t & 0x7f);
}
