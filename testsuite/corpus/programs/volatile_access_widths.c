/* volatile accesses of every width: each volatile load and store must happen exactly
   as written (counted by a checksum of the values seen), volatile struct members,
   volatile bit-fields (read-modify-write of their container), volatile pointers to
   volatile data, and volatile loop counters. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <stdint.h>

static volatile uint8_t v8; static volatile uint16_t v16; static volatile uint32_t v32; static volatile uint64_t v64;
static volatile float vf; static volatile double vd;
struct regs { volatile uint32_t ctrl; volatile uint32_t status; uint32_t plain; };
struct flags { volatile unsigned a : 3; volatile unsigned b : 7; volatile unsigned c : 22; };

__attribute__((noinline)) static uint64_t poll(volatile uint32_t *reg, int n) { uint64_t s = 0; for (int i = 0; i < n; i++) s += *reg; return s; }

int main(void) {
    uint64_t h = 0;
    for (int i = 0; i < 100; i++) {
        v8 = (uint8_t)(v8 + 3); v16 = (uint16_t)(v16 * 3 + 1); v32 ^= (uint32_t)i << (i % 25); v64 += (uint64_t)v32 * v16;
        vf = vf + 0.5f; vd = vd * 1.01 + 1;
        h = h * 31 + v8 + v16 + v32 + v64;
    }
    printf("v8=%u v16=%u v32=%08x v64=%016llx vf=%g vd=%.6f h=%016llx\n", v8, v16, v32, (unsigned long long)v64, (double)vf, vd, (unsigned long long)h);
    struct regs r = {1, 2, 3};
    r.ctrl |= 0x80; r.status = r.ctrl + r.plain;
    printf("regs ctrl=%x status=%u poll=%llu\n", r.ctrl, r.status, (unsigned long long)poll(&r.ctrl, 10));
    struct flags f = {0, 0, 0};
    for (int i = 0; i < 20; i++) { f.a++; f.b += 5; f.c = f.c * 3 + 1; }
    printf("flags a=%u b=%u c=%u size=%zu\n", f.a, f.b, f.c, sizeof f);
    volatile int x = 5;
    volatile int *volatile px = &x;
    *px += 10;
    for (volatile int i = 0; i < 10; i++) x += i;
    printf("x=%d\n", x);
    return (int)(h & 0x7f);
}
