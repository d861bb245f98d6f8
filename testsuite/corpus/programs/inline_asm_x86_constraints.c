/* x86-64 inline assembly with real instructions and many constraint kinds: "r", "m",
   "i"/"n" immediates, "g", "imr", matching "0", early clobber "=&r", "+m", the specific
   registers "a", "d", "c", "S", "D", byte registers "q", SSE "x", "cc" and "memory"
   clobbers, named operands %[name], operand modifiers (%k0, %q0, %b0), and asm with
   multiple outputs (mul producing rdx:rax, div, bsr, cpuid-free bit tricks). */
#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static uint32_t add_rr(uint32_t a, uint32_t b) { __asm__("addl %1, %0" : "+r"(a) : "r"(b) : "cc"); return a; }
__attribute__((noinline)) static uint64_t add_imm(uint64_t a) { __asm__("addq %1, %0" : "+r"(a) : "i"(1000)); return a; }
__attribute__((noinline)) static uint64_t add_g(uint64_t a, uint64_t b) { __asm__("addq %1, %0" : "+r"(a) : "g"(b) : "cc"); return a; }
__attribute__((noinline)) static uint64_t add_imr(uint64_t a, uint64_t b) { __asm__("subq %1, %0" : "+r"(a) : "imr"(b) : "cc"); return a; }
__attribute__((noinline)) static uint32_t match0(uint32_t a, uint32_t b) { uint32_t r; __asm__("imull %2, %0" : "=r"(r) : "0"(a), "r"(b) : "cc"); return r; }
__attribute__((noinline)) static void mul_wide(uint64_t a, uint64_t b, uint64_t *hi, uint64_t *lo) { uint64_t h, l; __asm__("mulq %3" : "=a"(l), "=d"(h) : "a"(a), "rm"(b) : "cc"); *hi = h; *lo = l; }
__attribute__((noinline)) static uint64_t div_wide(uint64_t hi, uint64_t lo, uint64_t d, uint64_t *rem) { uint64_t q, r; __asm__("divq %4" : "=a"(q), "=d"(r) : "a"(lo), "d"(hi), "rm"(d) : "cc"); *rem = r; return q; }
__attribute__((noinline)) static int bsr32(uint32_t x) { int r; __asm__("bsrl %1, %0" : "=r"(r) : "rm"(x) : "cc"); return r; }
__attribute__((noinline)) static uint64_t bswap_asm(uint64_t x) { __asm__("bswapq %0" : "+r"(x)); return x; }
__attribute__((noinline)) static uint8_t low_byte_add(uint8_t a, uint8_t b) { __asm__("addb %b1, %b0" : "+q"(a) : "q"(b) : "cc"); return a; }
__attribute__((noinline)) static uint32_t modifiers(uint64_t x) { uint32_t r; __asm__("movl %k1, %k0\n\tshrl $4, %k0" : "=r"(r) : "r"(x)); return r; }
__attribute__((noinline)) static void mem_inc(int *p) { __asm__("incl %0" : "+m"(*p) : : "cc"); }
__attribute__((noinline)) static uint64_t early_clobber(uint64_t a, uint64_t b) {
    uint64_t t;
    __asm__("movq %1, %0\n\timulq %2, %0\n\taddq %1, %0" : "=&r"(t) : "r"(a), "r"(b) : "cc");
    return t;
}
__attribute__((noinline)) static double sse_add(double a, double b) { __asm__("addsd %1, %0" : "+x"(a) : "x"(b)); return a; }
__attribute__((noinline)) static uint64_t named(uint64_t base, uint64_t idx) { uint64_t r; __asm__("leaq (%[b],%[i],8), %[r]" : [r] "=r"(r) : [b] "r"(base), [i] "r"(idx)); return r; }
__attribute__((noinline)) static void copy_bytes(void *dst, const void *src, uint64_t n) {
    __asm__ volatile("rep movsb" : "+D"(dst), "+S"(src), "+c"(n) : : "memory");
}
__attribute__((noinline)) static int carry_out(uint32_t a, uint32_t b) { uint8_t c; __asm__("addl %2, %1\n\tsetc %0" : "=q"(c), "+r"(a) : "r"(b) : "cc"); return c; }

int main(void) {
    uint64_t hi, lo, rem;
    mul_wide(0xfedcba9876543210ull, 0x123456789ull, &hi, &lo);
    uint64_t q = div_wide(hi, lo, 0x123456789ull, &rem);
    printf("add_rr=%u add_imm=%llu add_g=%llu add_imr=%llu match0=%u\n", add_rr(0xffffffffu, 2), (unsigned long long)add_imm(5), (unsigned long long)add_g(1, 2), (unsigned long long)add_imr(100, 58), match0(12345, 678));
    printf("mul hi=%016llx lo=%016llx div q=%016llx rem=%llu\n", (unsigned long long)hi, (unsigned long long)lo, (unsigned long long)q, (unsigned long long)rem);
    printf("bsr=%d %d bswap=%016llx lowbyte=%u modifiers=%08x\n", bsr32(1), bsr32(0x80001234u), (unsigned long long)bswap_asm(0x0102030405060708ull), low_byte_add(200, 100), modifiers(0xabcdef0123456789ull));
    int m = 41; mem_inc(&m); mem_inc(&m);
    printf("mem_inc=%d early=%llu sse=%a named=%llu carry=%d%d\n", m, (unsigned long long)early_clobber(7, 6), sse_add(0.5, 0.25), (unsigned long long)named(1000, 3), carry_out(0xffffffffu, 1), carry_out(1, 1));
    char src[] = "rep movsb copied this", dst[32] = {0};
    copy_bytes(dst, src, sizeof src);
    printf("copy='%s'\n", dst);
    return (int)(q == 0xfedcba9876543210ull) + m;
}
