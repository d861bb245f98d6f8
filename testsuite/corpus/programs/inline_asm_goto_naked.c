/* asm goto (inline assembly that may jump to C labels: callbr in LLVM IR), asm goto with
   output operands, a __attribute__((naked)) function written entirely in assembly and
   called normally, and asm volatile statements that must not be deleted or merged. */
#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static int is_zero(long x) {
    asm goto("testq %0, %0\n\tjz %l1" : : "r"(x) : "cc" : zero);
    return 0;
zero:
    return 1;
}
__attribute__((noinline)) static int classify(int x) {
    asm goto("cmpl $0, %0\n\tjl %l1\n\tje %l2" : : "r"(x) : "cc" : negative, zero);
    return 1;
negative:
    return -1;
zero:
    return 0;
}
__attribute__((noinline)) static int add_or_overflow(int a, int b) {
    int r = a;
    asm goto("addl %1, %0\n\tjo %l[ovf]" : "+r"(r) : "r"(b) : "cc" : ovf);
    return r;
ovf:
    return -999;
}
__attribute__((naked, noinline)) static long naked_add3(long a, long b, long c) {
    __asm__("leaq (%rdi,%rsi), %rax\n\taddq %rdx, %rax\n\tret");
}
__attribute__((naked, noinline)) static uint32_t naked_popcount_loop(uint32_t x) {
    __asm__("xorl %eax, %eax\n"
            "1:\n\ttestl %edi, %edi\n\tjz 2f\n\tleal -1(%rdi), %ecx\n\tandl %ecx, %edi\n\tincl %eax\n\tjmp 1b\n"
            "2:\n\tret");
}
static int side_effects;
__attribute__((noinline)) static void barrier_count(void) { __asm__ volatile("" ::: "memory"); side_effects++; __asm__ volatile("" ::: "memory"); }

int main(void) {
    printf("is_zero: %d %d %d\n", is_zero(0), is_zero(5), is_zero(-1));
    printf("classify: %d %d %d\n", classify(-7), classify(0), classify(7));
    printf("add_or_overflow: %d %d %d\n", add_or_overflow(1, 2), add_or_overflow(2147483647, 1), add_or_overflow(-5, -2147483647 + 2));
    printf("naked_add3=%ld popcount=%u %u\n", naked_add3(1, 20, 300), naked_popcount_loop(0xff00ff01u), naked_popcount_loop(0));
    for (int i = 0; i < 7; i++) barrier_count();
    printf("side_effects=%d\n", side_effects);
    return side_effects + classify(-3) * 10 + 20;
}
