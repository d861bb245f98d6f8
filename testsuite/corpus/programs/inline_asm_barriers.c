/* Empty inline asm barriers used as optimization fences: asm("" : "+r"(x)),
   asm volatile("" ::: "memory"), asm("" : : "r"(v)), and "+m" constraints. */
#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static uint64_t opaque_loop(uint64_t n) {
    uint64_t s = 0;
    for (uint64_t i = 0; i < n; i++) { uint64_t v = i * i; __asm__("" : "+r"(v)); s += v; }
    return s;
}
__attribute__((noinline)) static int memory_fence_flag(int *flag, int *data) {
    *data = 42; __asm__ volatile("" ::: "memory"); *flag = 1; __asm__ volatile("" ::: "memory"); return *data + *flag;
}
__attribute__((noinline)) static void keep_alive(int v) { __asm__ volatile("" : : "r"(v)); }
__attribute__((noinline)) static double fp_barrier(double x) { __asm__("" : "+x"(x)); return x * 2; }
__attribute__((noinline)) static int mem_operand(int x) { __asm__("" : "+m"(x)); return x + 1; }
__attribute__((noinline)) static uint32_t multi(uint32_t a, uint32_t b) { __asm__("" : "+r"(a), "+r"(b)); return a ^ b; }
static inline void do_not_optimize(void *p) { __asm__ volatile("" : : "g"(p) : "memory"); }

int main(void) {
    printf("opaque_loop=%llu\n", (unsigned long long)opaque_loop(1000));
    int flag = 0, data = 0; int fr = memory_fence_flag(&flag, &data); printf("fence=%d flag=%d data=%d\n", fr, flag, data);
    for (int i = 0; i < 5; i++) keep_alive(i);
    printf("fp=%g mem=%d multi=%08x\n", fp_barrier(1.25), mem_operand(41), multi(0xf0f0f0f0u, 0x0ff00ff0u));
    int arr[64]; for (int i = 0; i < 64; i++) arr[i] = i; do_not_optimize(arr);
    long s = 0; for (int i = 0; i < 64; i++) s += arr[i]; printf("s=%ld\n", s);
    int x = 10; __asm__ volatile("" : "+r"(x) : : "cc"); printf("x=%d\n", x);
    return (int)(s & 0xff);
}
