; irprograms: expected-by-hand
; (llc-19 does not count the registers inline asm clobbers as used by the function: its
; "used" and "used-gpr" builds leave rsi and r10 as the callee set them; rllc zeroes them.
; The other lines are llc-19's output at -O0 and -O2.)
; "zero-call-used-regs": a callee leaves a value in a call-clobbered register (inline asm
; writes it); the caller makes the call inside inline asm and reads the register right
; after it. With the attribute the register is 0, as llc zeroes it before `ret`; without
; it (`skip`) the value is still there.

@fmt = private constant [30 x i8] c"%s: rsi=%lx r10=%lx xmm1=%lx\0A\00"
@n_skip = private constant [5 x i8] c"skip\00"
@n_used_gpr = private constant [9 x i8] c"used-gpr\00"
@n_all_gpr = private constant [8 x i8] c"all-gpr\00"
@n_used = private constant [5 x i8] c"used\00"
@n_all_arg = private constant [8 x i8] c"all-arg\00"
@n_all = private constant [4 x i8] c"all\00"

declare i32 @printf(ptr, ...)

define i64 @leak_skip() #0 {
  call void asm sideeffect "movq $$0x1234, %rsi\0Amovq $$0x5678, %r10\0Amovq %rsi, %xmm1", "~{rsi},~{r10},~{xmm1}"()
  ret i64 1
}

define i64 @leak_used_gpr() #1 {
  call void asm sideeffect "movq $$0x1234, %rsi\0Amovq $$0x5678, %r10\0Amovq %rsi, %xmm1", "~{rsi},~{r10},~{xmm1}"()
  ret i64 1
}

define i64 @leak_all_gpr() #2 {
  call void asm sideeffect "movq $$0x1234, %rsi\0Amovq %rsi, %xmm1", "~{rsi},~{xmm1}"()
  ret i64 1
}

define double @leak_used(double %x) #3 {
  call void asm sideeffect "movq $$0x1234, %rsi\0Amovq $$0x5678, %r10\0Amovq %rsi, %xmm1", "~{rsi},~{r10},~{xmm1}"()
  %y = fadd double %x, 1.0
  ret double %y
}

define i64 @leak_all_arg(i64 %a) #4 {
  call void asm sideeffect "movq $$0x1234, %rsi\0Amovq $$0x5678, %r10\0Amovq %rsi, %xmm1", "~{rsi},~{r10},~{xmm1}"()
  %b = add i64 %a, 1
  ret i64 %b
}

define i64 @leak_all() #5 {
  call void asm sideeffect "movq $$0x1234, %rsi\0Amovq $$0x5678, %r10\0Amovq %rsi, %xmm1", "~{rsi},~{r10},~{xmm1}"()
  ret i64 1
}

; Calls @NAME inside inline asm and prints rsi, r10 and the low half of xmm1 as the
; callee left them.
define void @observe(ptr %name, i32 %which) {
  switch i32 %which, label %done [
    i32 0, label %skip
    i32 1, label %used_gpr
    i32 2, label %all_gpr
    i32 3, label %used
    i32 4, label %all_arg
    i32 5, label %all
  ]
skip:
  %r0 = call { i64, i64, i64 } asm sideeffect "call leak_skip\0Amovq %rsi, $0\0Amovq %r10, $1\0Amovq %xmm1, $2", "={rbx},={r12},={r13},~{rax},~{rcx},~{rdx},~{rsi},~{rdi},~{r8},~{r9},~{r10},~{r11},~{xmm0},~{xmm1},~{memory},~{dirflag},~{fpsr},~{flags}"()
  br label %print
used_gpr:
  %r1 = call { i64, i64, i64 } asm sideeffect "call leak_used_gpr\0Amovq %rsi, $0\0Amovq %r10, $1\0Amovq %xmm1, $2", "={rbx},={r12},={r13},~{rax},~{rcx},~{rdx},~{rsi},~{rdi},~{r8},~{r9},~{r10},~{r11},~{xmm0},~{xmm1},~{memory},~{dirflag},~{fpsr},~{flags}"()
  br label %print
all_gpr:
  %r2 = call { i64, i64, i64 } asm sideeffect "movq $$0x5678, %r10\0Acall leak_all_gpr\0Amovq %rsi, $0\0Amovq %r10, $1\0Amovq %xmm1, $2", "={rbx},={r12},={r13},~{rax},~{rcx},~{rdx},~{rsi},~{rdi},~{r8},~{r9},~{r10},~{r11},~{xmm0},~{xmm1},~{memory},~{dirflag},~{fpsr},~{flags}"()
  br label %print
used:
  %r3 = call { i64, i64, i64 } asm sideeffect "call leak_used\0Amovq %rsi, $0\0Amovq %r10, $1\0Amovq %xmm1, $2", "={rbx},={r12},={r13},~{rax},~{rcx},~{rdx},~{rsi},~{rdi},~{r8},~{r9},~{r10},~{r11},~{xmm0},~{xmm1},~{memory},~{dirflag},~{fpsr},~{flags}"()
  br label %print
all_arg:
  %r4 = call { i64, i64, i64 } asm sideeffect "call leak_all_arg\0Amovq %rsi, $0\0Amovq %r10, $1\0Amovq %xmm1, $2", "={rbx},={r12},={r13},~{rax},~{rcx},~{rdx},~{rsi},~{rdi},~{r8},~{r9},~{r10},~{r11},~{xmm0},~{xmm1},~{memory},~{dirflag},~{fpsr},~{flags}"()
  br label %print
all:
  %r5 = call { i64, i64, i64 } asm sideeffect "call leak_all\0Amovq %rsi, $0\0Amovq %r10, $1\0Amovq %xmm1, $2", "={rbx},={r12},={r13},~{rax},~{rcx},~{rdx},~{rsi},~{rdi},~{r8},~{r9},~{r10},~{r11},~{xmm0},~{xmm1},~{memory},~{dirflag},~{fpsr},~{flags}"()
  br label %print
print:
  %r = phi { i64, i64, i64 } [ %r0, %skip ], [ %r1, %used_gpr ], [ %r2, %all_gpr ], [ %r3, %used ], [ %r4, %all_arg ], [ %r5, %all ]
  %rsi = extractvalue { i64, i64, i64 } %r, 0
  %r10 = extractvalue { i64, i64, i64 } %r, 1
  %xmm1 = extractvalue { i64, i64, i64 } %r, 2
  call i32 (ptr, ...) @printf(ptr @fmt, ptr %name, i64 %rsi, i64 %r10, i64 %xmm1)
  br label %done
done:
  ret void
}

define i32 @main() {
  call void @observe(ptr @n_skip, i32 0)
  call void @observe(ptr @n_used_gpr, i32 1)
  call void @observe(ptr @n_all_gpr, i32 2)
  call void @observe(ptr @n_used, i32 3)
  call void @observe(ptr @n_all_arg, i32 4)
  call void @observe(ptr @n_all, i32 5)
  ret i32 0
}

attributes #0 = { noinline "zero-call-used-regs"="skip" }
attributes #1 = { noinline "zero-call-used-regs"="used-gpr" }
attributes #2 = { noinline "zero-call-used-regs"="all-gpr" }
attributes #3 = { noinline "zero-call-used-regs"="used" }
attributes #4 = { noinline "zero-call-used-regs"="all-arg" }
attributes #5 = { noinline "zero-call-used-regs"="all" }
