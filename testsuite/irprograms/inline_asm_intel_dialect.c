/* Driver for inline_asm_intel_dialect.fn.ll: Intel-syntax inline asm (inteldialect). */
#include <stdio.h>
long intel_add(long a, long b);
long intel_index(const long *p, long i);
int intel_mem(const int *p);
int intel_imm(void);
unsigned intel_bsr(unsigned x);
void intel_store(int *p, int v);
unsigned long intel_mul_hi(unsigned long a, unsigned long b);

int main(void) {
    long arr[] = {10, 20, 30, 40};
    int m = 41, st = 0;
    intel_store(&st, 77);
    printf("add=%ld index=%ld mem=%d imm=%d bsr=%u store=%d mulhi=%lu\n", intel_add(40, 2),
           intel_index(arr, 2), intel_mem(&m), intel_imm(), intel_bsr(0x123u), st,
           intel_mul_hi(0xfedcba9876543210ul, 0x1000000000ul));
    return intel_imm() % 100;
}
