/* Feature detection the way compression libraries do it (zstd's ZSTD_cpuid, xxHash's
   dispatcher): cpuid with the leaf in eax and the subleaf in ecx, all four result
   registers as outputs (ebx included, which PIC code on i386 had to save by hand), xgetbv
   only when OSXSAVE says it may run, rdtsc/rdtscp as a clock, and pushf/popf to read the
   flags. Prints only facts true on every x86-64 processor, so the output is the same on
   any machine. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef struct { uint32_t eax, ebx, ecx, edx; } regs4;

__attribute__((noinline)) static regs4 cpuid(uint32_t leaf, uint32_t subleaf) {
    regs4 r;
    __asm__ volatile("cpuid" : "=a"(r.eax), "=b"(r.ebx), "=c"(r.ecx), "=d"(r.edx) : "a"(leaf), "c"(subleaf));
    return r;
}

/* zstd style: ebx through a scratch register and xchg (as its i386 PIC path does). */
__attribute__((noinline)) static uint32_t cpuid_ebx_via_xchg(uint32_t leaf) {
    uint32_t a, b, c, d;
    __asm__("movq %%rbx, %q1\n\tcpuid\n\txchgq %%rbx, %q1" : "=a"(a), "=&r"(b), "=c"(c), "=d"(d) : "a"(leaf), "c"(0));
    return b;
}

__attribute__((noinline)) static uint64_t xgetbv0(void) {
    uint32_t lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    return ((uint64_t)hi << 32) | lo;
}

__attribute__((noinline)) static uint64_t rdtsc(void) {
    uint32_t lo, hi;
    __asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi));
    return ((uint64_t)hi << 32) | lo;
}

__attribute__((noinline)) static uint64_t read_flags(void) {
    uint64_t f;
    __asm__ volatile("pushfq\n\tpopq %0" : "=r"(f));
    return f;
}

__attribute__((noinline)) static int direction_flag_clear(void) {
    unsigned char d;
    __asm__ volatile("pushfq\n\tpopq %%rax\n\tbtq $10, %%rax\n\tsetc %0" : "=q"(d) : : "rax", "cc");
    return !d;
}

int main(void) {
    regs4 v = cpuid(0, 0);
    char vendor[13];
    memcpy(vendor, &v.ebx, 4);
    memcpy(vendor + 4, &v.edx, 4);
    memcpy(vendor + 8, &v.ecx, 4);
    vendor[12] = 0;
    int printable = 1;
    for (int i = 0; i < 12; i++) printable &= vendor[i] >= 32 && vendor[i] < 127;
    printf("max leaf >= 1: %d, vendor printable: %d, ebx via xchg agrees: %d\n", v.eax >= 1, printable, cpuid_ebx_via_xchg(0) == v.ebx);
    regs4 f = cpuid(1, 0);
    /* SSE, SSE2, FXSR, CMOV, TSC and CX8 are part of x86-64. */
    printf("sse=%u sse2=%u fxsr=%u cmov=%u tsc=%u cx8=%u\n", (f.edx >> 25) & 1, (f.edx >> 26) & 1, (f.edx >> 24) & 1,
           (f.edx >> 15) & 1, (f.edx >> 4) & 1, (f.edx >> 8) & 1);
    int osxsave = (f.ecx >> 27) & 1;
    int xcr0_ok = 1;
    if (osxsave) xcr0_ok = (xgetbv0() & 3) == 3; /* x87 and SSE state are always enabled */
    printf("xcr0 has x87+sse (or no xgetbv): %d\n", xcr0_ok);
    uint64_t t0 = rdtsc(), t1 = rdtsc();
    printf("rdtsc moves forward: %d\n", t1 >= t0);
    uint64_t fl = read_flags();
    printf("flags: reserved bit 1 set %d, interrupts enabled %d, df clear %d\n", (int)((fl >> 1) & 1), (int)((fl >> 9) & 1), direction_flag_clear());
    return (int)((f.edx >> 26) & 1) + 40;
}
