/* Struct assignment and copying of many sizes: nested struct members, arrays inside
   structs, struct swap via temporaries, copying through pointers and volatile structs. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

typedef struct { uint8_t a[3]; } S3; typedef struct { uint16_t a[3]; } S6; typedef struct { uint32_t a[3]; } S12;
typedef struct { uint64_t a[5]; } S40; typedef struct { char a[129]; } S129; typedef struct { double m[4][4]; S3 tag; } Mat;
typedef struct { S12 inner; S3 small[4]; S40 big; } Outer;
static uint32_t sum(const void *p, size_t n) { const uint8_t *b = p; uint32_t s = 0; for (size_t i = 0; i < n; i++) s = s * 31 + b[i]; return s; }
#define SWAP(T, x, y) do { T tmp_ = (x); (x) = (y); (y) = tmp_; } while (0)
__attribute__((noinline)) static void copy_outer(Outer *d, const Outer *s) { *d = *s; }
__attribute__((noinline)) static Outer modify(Outer o) { o.inner.a[1] ^= 0xffff; o.small[3] = o.small[0]; o.big.a[4] = o.big.a[0] + 1; return o; }

int main(void) {
    S3 a3 = { { 1, 2, 3 } }, b3 = { { 4, 5, 6 } }; SWAP(S3, a3, b3); printf("S3 %u%u%u %u%u%u\n", a3.a[0], a3.a[1], a3.a[2], b3.a[0], b3.a[1], b3.a[2]);
    S6 a6 = { { 100, 200, 300 } }, c6; c6 = a6; c6.a[2]++; printf("S6 %u %u\n", a6.a[2], c6.a[2]);
    S12 arr[10]; for (int i = 0; i < 10; i++) arr[i] = (S12){ { (uint32_t)i, (uint32_t)i * 2u, (uint32_t)i * 3u } };
    for (int i = 0; i < 9; i++) arr[i + 1] = arr[i]; printf("S12 %u\n", arr[9].a[2]);
    S129 big1, big2; memset(&big1, 'z', sizeof big1); big1.a[128] = 0; big2 = big1; big2.a[0] = 'A'; printf("S129 %.5s %zu\n", big2.a, strlen(big2.a));
    Mat m1; for (int i = 0; i < 16; i++) m1.m[i / 4][i % 4] = i * 0.5; m1.tag = b3; Mat m2 = m1; m2.m[3][3] = -1; printf("Mat %g %g %u\n", m1.m[3][3], m2.m[3][3], m2.tag.a[0]);
    Outer o1; memset(&o1, 0, sizeof o1); o1.inner.a[1] = 0x1234; o1.small[0].a[0] = 9; o1.big.a[0] = 77;
    Outer o2; copy_outer(&o2, &o1); Outer o3 = modify(o2);
    printf("Outer %x %u %llu sizes %zu\n", o3.inner.a[1], o3.small[3].a[0], (unsigned long long)o3.big.a[4], sizeof(Outer));
    printf("hashes %08x %08x %08x\n", sum(&o1, sizeof o1), sum(&o2, sizeof o2), sum(&o3, sizeof o3));
    volatile S40 vs; vs.a[0] = 1; vs.a[4] = 5; S40 nv = *(S40 *)&vs; (void)nv;
    S40 a40 = { { 1, 2, 3, 4, 5 } }; S40 *pa = &a40, b40 = *pa; b40.a[0] = 10; printf("S40 %llu %llu\n", (unsigned long long)a40.a[0], (unsigned long long)b40.a[0]);
    return (int)(sum(&o3, sizeof o3) & 0x7f);
}
