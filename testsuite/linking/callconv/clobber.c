/* Helpers called from callee.ll: they overwrite every caller-saved register. */
long clobber(long a) {
  __asm__ volatile("" ::: "rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11", "xmm0", "xmm1", "xmm2",
                   "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", "xmm9", "xmm10", "xmm11", "xmm12", "xmm13",
                   "xmm14", "xmm15");
  __asm__ volatile("mov $-1, %%rcx; mov $-1, %%rdx; mov $-1, %%rsi; mov $-1, %%rdi; mov $-1, %%r8; mov $-1, %%r9;"
                   "mov $-1, %%r10; mov $-1, %%r11; pcmpeqd %%xmm1, %%xmm1; pcmpeqd %%xmm2, %%xmm2;"
                   "pcmpeqd %%xmm3, %%xmm3; pcmpeqd %%xmm8, %%xmm8; pcmpeqd %%xmm15, %%xmm15"
                   ::: "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11", "xmm1", "xmm2", "xmm3", "xmm8", "xmm15");
  return a * 2 + 1;
}
double clobber_fp(double a) { return a * 0.25 + (double)clobber((long)a); }
