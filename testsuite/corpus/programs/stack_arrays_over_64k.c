/* Stack frames larger than 64 KiB: local arrays of 70 KiB, 200 KiB and 1 MiB written and
   read across their whole extent (every page touched, so a missing stack probe or a wrong
   frame offset shows), recursion where each level has a 100 KiB frame, and a big frame
   mixed with small locals at both ends. */
/* check-programs: no-asan (ASan's redzones make these frames exceed the stack) */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

__attribute__((noinline)) static uint32_t frame70k(uint32_t seed) {
    unsigned char buf[70 * 1024];
    for (size_t i = 0; i < sizeof buf; i++) buf[i] = (unsigned char)(seed + i * 13);
    uint32_t h = 0;
    for (size_t i = 0; i < sizeof buf; i += 4093) h = h * 31 + buf[i];
    return h ^ buf[sizeof buf - 1];
}
__attribute__((noinline)) static uint64_t frame200k(int n) {
    volatile int first = n;
    uint64_t big[25600]; /* 200 KiB */
    volatile int last = n * 2;
    for (int i = 0; i < 25600; i++) big[i] = (uint64_t)i * i + (uint64_t)n;
    uint64_t s = 0;
    for (int i = 25599; i >= 0; i -= 511) s += big[i];
    return s + (uint64_t)first + (uint64_t)last;
}
__attribute__((noinline)) static int frame1m(void) {
    char mega[1 << 20];
    memset(mega, 'x', sizeof mega);
    mega[12345] = 'y'; mega[sizeof mega - 1] = 'z';
    int c = 0;
    for (size_t i = 0; i < sizeof mega; i += 1000) c += mega[i] == 'x';
    return c + (mega[12345] == 'y') + (mega[sizeof mega - 1] == 'z');
}
__attribute__((noinline)) static uint32_t recurse(int depth) {
    uint32_t arr[25000]; /* ~100 KiB per level */
    for (int i = 0; i < 25000; i++) arr[i] = (uint32_t)(depth * 100000 + i);
    uint32_t below = depth > 0 ? recurse(depth - 1) : 0;
    return below * 7 + arr[depth * 1000] + arr[24999];
}

int main(void) {
    printf("frame70k=%08x\n", frame70k(7));
    printf("frame200k=%llu\n", (unsigned long long)frame200k(3));
    printf("frame1m=%d\n", frame1m());
    printf("recurse=%08x\n", recurse(20));
    return (int)(frame70k(1) & 0x7f);
}
