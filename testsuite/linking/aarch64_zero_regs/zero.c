/* "zero-call-used-regs" on AArch64: a callee leaves a value in a call-clobbered register
   (x9, and v17 for the SIMD choices); the caller calls it from inline asm and reads the
   register right after. With the attribute the register is 0, as llc-19 zeroes it. (The
   used-* choices are left out: llc-19 does not count registers inline asm clobbers as
   used, rllc does and zeroes them.) */
#include <stdio.h>

#define LEAKER(name, choice)                                                          \
    __attribute__((noinline, zero_call_used_regs(choice))) long name(long v) {       \
        __asm__ volatile("mov x9, %0\n\tfmov d17, %0" : : "r"(v) : "x9", "v17");     \
        return v + 1;                                                                 \
    }
LEAKER(leak_skip, "skip")
LEAKER(leak_all_gpr, "all-gpr")
LEAKER(leak_all, "all")
LEAKER(leak_all_arg, "all-arg")

#define PROBE(name)                                                                   \
    static void probe_##name(void) {                                                  \
        long x9, v17, r;                                                              \
        __asm__ volatile("mov x0, #41\n\tbl " #name "\n\tmov %0, x0\n\tmov %1, x9\n\tfmov %2, d17" \
                         : "=r"(r), "=r"(x9), "=r"(v17)                               \
                         :                                                            \
                         : "x0", "x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9",  \
                           "x10", "x11", "x12", "x13", "x14", "x15", "x16", "x17",     \
                           "x30", "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7",       \
                           "v16", "v17", "v18", "v19", "v20", "v21", "v22", "v23",     \
                           "v24", "v25", "v26", "v27", "v28", "v29", "v30", "v31",     \
                           "memory", "cc");                                           \
        printf("%-14s result %ld x9 %s v17 %s\n", #name, r, x9 ? "kept" : "zero",     \
               v17 ? "kept" : "zero");                                                \
    }
PROBE(leak_skip)
PROBE(leak_all_gpr)
PROBE(leak_all)
PROBE(leak_all_arg)

int main(void) {
    probe_leak_skip();
    probe_leak_all_gpr();
    probe_leak_all();
    probe_leak_all_arg();
    return 0;
}
