/* AArch64 inline asm as real code writes it: system registers, exclusive-load loops,
   barriers, read-write and early-clobber operands, memory operands, immediates, asm goto
   (with outputs too) and module-level asm defining a function. Other targets run the
   same computations in plain C, so that the output is the same everywhere. */
#include <stdint.h>
#include <stdio.h>

#ifdef __aarch64__
__asm__(".text\n"
        ".globl asm_triple\n"
        ".type asm_triple, %function\n"
        ".p2align 2\n"
        "asm_triple:\n"
        "  add x1, x0, x0, lsl #1   // x0 * 3\n"
        "  mov x0, x1\n"
        "  ret\n"
        ".size asm_triple, .-asm_triple\n"
        ".data\n"
        ".globl asm_table\n"
        ".p2align 3\n"
        "asm_table:\n"
        "  .xword 11, 22\n"
        "  .word 33\n"
        "  .hword 44\n"
        "  .byte 55, 0\n"
        "  .asciz \"asm\"\n");
long asm_triple(long);
extern const struct { long a, b; int c; short d; char e, f; char s[4]; } asm_table;

static uint64_t counter(void) {
  uint64_t v;
  __asm__ volatile("isb\n\tmrs %0, cntvct_el0" : "=r"(v));
  return v;
}

static uint64_t counter_freq(void) {
  uint64_t v;
  __asm__("mrs %0, cntfrq_el0" : "=r"(v));
  return v;
}

static int atomic_add(int *p, int n) {
  int old, tmp, fail;
  __asm__ volatile("1: ldxr %w0, [%3]\n"
                   "   add %w1, %w0, %w4\n"
                   "   stxr %w2, %w1, [%3]\n"
                   "   cbnz %w2, 1b\n"
                   "   dmb ish"
                   : "=&r"(old), "=&r"(tmp), "=&r"(fail)
                   : "r"(p), "r"(n)
                   : "memory");
  return old;
}

static long add_shifted(long a, long b) {
  __asm__("add %0, %0, %1, lsl #2" : "+r"(a) : "r"(b));
  return a;
}

static unsigned count_bits(unsigned long x) {
  unsigned long r;
  __asm__("clz %x0, %x1" : "=r"(r) : "r"(x));
  return (unsigned)r;
}

static int sum_pair(long *p) {
  long a, b;
  __asm__("ldp %0, %1, %2" : "=r"(a), "=r"(b) : "Q"(*p));
  return (int)(a + b);
}

static void store_word(int *p, int v) {
  __asm__ volatile("str %w1, %0" : "=m"(*p) : "r"(v));
}

static long add_imm(long a) {
  __asm__("add %0, %1, %2" : "=r"(a) : "r"(a), "I"(4000));
  return a;
}

static unsigned long byte_swap(unsigned long v) {
  __asm__("rev %0, %0" : "+r"(v));
  return v;
}

static double fma_asm(double a, double b, double c) {
  double r;
  __asm__("fmadd %d0, %d1, %d2, %d3" : "=w"(r) : "w"(a), "w"(b), "w"(c));
  return r;
}

static long select_lt(long a, long b) {
  long r;
  __asm__("cmp %1, %2\n\tcsel %0, %1, %2, lt" : "=r"(r) : "r"(a), "r"(b) : "cc");
  return r;
}

static long in_x19(long v) {
  register long r19 __asm__("x19") = v;
  __asm__("add %0, %0, #1" : "+r"(r19));
  return r19;
}

static long clobbers(long v) {
  __asm__("mov x9, #7\n\tmov x20, #9\n\tadd %0, %0, x9\n\tadd %0, %0, x20"
          : "+r"(v)
          :
          : "x9", "x20", "v8");
  return v;
}

static int is_zero(long v) {
  __asm__ goto("cbz %0, %l[zero]" : : "r"(v) : : zero);
  return 0;
zero:
  return 1;
}

/* asm goto with outputs, which are valid on both paths. */
static long add_or_jump(long a, long b) {
  long s;
  __asm__ goto("adds %0, %1, %2\n\tb.le %l[nonpositive]"
               : "=r"(s)
               : "r"(a), "r"(b)
               : "cc"
               : nonpositive);
  return s;
nonpositive:
  return -s - 1000;
}

static double double_or_jump(double d) {
  double r;
  __asm__ goto("fadd %d0, %d1, %d1\n\tfcmp %d0, #0.0\n\tb.eq %l[zero]"
               : "=w"(r)
               : "w"(d)
               : "cc"
               : zero);
  return r;
zero:
  return r + 1.5;
}

static unsigned long read_fpcr(void) {
  unsigned long v;
  __asm__ volatile("mrs %0, fpcr" : "=r"(v));
  return v;
}
#else
long asm_triple(long x) { return 3 * x; }
static const struct { long a, b; int c; short d; char e, f; char s[4]; } asm_table = {
    11, 22, 33, 44, 55, 0, "asm"};
static uint64_t counter_value;
static uint64_t counter(void) { return ++counter_value; }
static uint64_t counter_freq(void) { return 1; }
static int atomic_add(int *p, int n) {
  int old = *p;
  *p += n;
  return old;
}
static long add_shifted(long a, long b) { return a + (b << 2); }
static unsigned count_bits(unsigned long x) { return x ? __builtin_clzl(x) : 64; }
static int sum_pair(long *p) { return (int)(p[0] + p[1]); }
static void store_word(int *p, int v) { *p = v; }
static long add_imm(long a) { return a + 4000; }
static unsigned long byte_swap(unsigned long v) { return __builtin_bswap64(v); }
static double fma_asm(double a, double b, double c) { return a * b + c; }
static long select_lt(long a, long b) { return a < b ? a : b; }
static long in_x19(long v) { return v + 1; }
static long clobbers(long v) { return v + 16; }
static int is_zero(long v) { return v == 0; }
static long add_or_jump(long a, long b) { return a + b <= 0 ? -(a + b) - 1000 : a + b; }
static double double_or_jump(double d) { return d + d == 0 ? d + d + 1.5 : d + d; }
static unsigned long read_fpcr(void) { return 0; }
#endif

int main(void) {
  uint64_t t0 = counter();
  int shared = 40;
  long pair[2] = {100, 23};
  int slot = 0;
  int total = 0;
  for (int i = 0; i < 5; i++)
    total += atomic_add(&shared, i);
  store_word(&slot, 1234);
  printf("triple %ld\n", asm_triple(14));
  printf("table %ld %ld %d %d %d %s\n", asm_table.a, asm_table.b, asm_table.c,
         asm_table.d, asm_table.e, asm_table.s);
  printf("atomic %d %d\n", shared, total);
  printf("shifted %ld\n", add_shifted(5, 6));
  printf("clz %u %u\n", count_bits(1), count_bits(0x80000000ul));
  printf("pair %d slot %d\n", sum_pair(pair), slot);
  printf("imm %ld\n", add_imm(-1));
  printf("rev %lx\n", byte_swap(0x0102030405060708ul));
  printf("fma %g\n", fma_asm(1.5, 2.0, 0.25));
  printf("min %ld %ld\n", select_lt(3, -4), select_lt(-7, 2));
  printf("x19 %ld\n", in_x19(41));
  printf("clobbers %ld\n", clobbers(100));
  printf("zero %d %d\n", is_zero(0), is_zero(5));
  printf("goto %ld %ld %g %g\n", add_or_jump(3, 4), add_or_jump(2, -9), double_or_jump(1.25),
         double_or_jump(0.0));
  printf("fpcr %lu\n", read_fpcr());
  uint64_t t1 = counter();
  printf("counter %s freq %s\n", t1 >= t0 ? "ok" : "backwards",
         counter_freq() > 0 ? "ok" : "zero");
  return 0;
}
