; test compile -O2 target=x86_64-linux-gnu
; "zero-call-used-regs": the call-clobbered registers the choice names are zeroed before
; `ret`, but the result's (llc zeroes the same registers, after the pops): @f (used-gpr)
; edi and esi, which it used, not rax (its result) nor rbx (callee-saved); @leaf
; (all-gpr-arg) every System V argument register; @fp (all-arg) the argument registers
; and xmm1–xmm7, not xmm0 (its result); @no_tail_call calls instead of jumping.

declare void @g(i64, i64)

define i32 @f(i32 %x, i64 %y) #0 {
  call void @g(i64 %y, i64 7)
  %r = add i32 %x, 1
  ret i32 %r
}

define i64 @leaf(i64 %x, i64 %y) #1 {
  %r = mul i64 %x, %y
  ret i64 %r
}

define double @fp(double %x, double %y) #2 {
  %r = fadd double %x, %y
  ret double %r
}

define void @no_tail_call(i64 %x) #0 {
  tail call void @g(i64 %x, i64 %x)
  ret void
}

attributes #0 = { "zero-call-used-regs"="used-gpr" }
attributes #1 = { "zero-call-used-regs"="all-gpr-arg" }
attributes #2 = { "zero-call-used-regs"="all-arg" }
; EXPECTED:
; function @f:
;    0:  pushq %r12
;    2:  movq %rdi, %r12
;    5:  movq %rsi, %rdi
;    8:  movl $7, %esi
;    d:  callq 0x12  # PltPc32 @g-4
;   12:  movq %r12, %rdi
;   15:  leaq 1(%rdi), %rax
;   19:  xorl %esi, %esi
;   1b:  xorl %edi, %edi
;   1d:  popq %r12
;   1f:  retq
;
; function @leaf:
;    0:  movq %rdi, %rax
;    3:  imulq %rsi, %rax
;    7:  xorl %ecx, %ecx
;    9:  xorl %edx, %edx
;    b:  xorl %esi, %esi
;    d:  xorl %edi, %edi
;    f:  xorl %r8d, %r8d
;   12:  xorl %r9d, %r9d
;   15:  retq
;
; function @fp:
;    0:  addsd %xmm1, %xmm0
;    4:  xorl %ecx, %ecx
;    6:  xorl %edx, %edx
;    8:  xorl %esi, %esi
;    a:  xorl %edi, %edi
;    c:  xorl %r8d, %r8d
;    f:  xorl %r9d, %r9d
;   12:  xorps %xmm1, %xmm1
;   15:  xorps %xmm2, %xmm2
;   18:  xorps %xmm3, %xmm3
;   1b:  xorps %xmm4, %xmm4
;   1e:  xorps %xmm5, %xmm5
;   21:  xorps %xmm6, %xmm6
;   24:  xorps %xmm7, %xmm7
;   27:  retq
;
; function @no_tail_call:
;    0:  subq $8, %rsp
;    7:  movq %rdi, %rdx
;    a:  movq %rdi, %rsi
;    d:  movq %rdx, %rdi
;   10:  callq 0x15  # PltPc32 @g-4
;   15:  xorl %edx, %edx
;   17:  xorl %esi, %esi
;   19:  xorl %edi, %edi
;   1b:  addq $8, %rsp
;   22:  retq
