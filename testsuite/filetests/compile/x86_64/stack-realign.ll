; test compile -O2 target=x86_64-linux-gnu
; "stackrealign" (clang -mstackrealign) and alignstack(N): the function keeps a frame
; pointer and aligns rsp on entry (`and rsp, -align`, at least 16 where llc takes 8 for
; leaves), after the callee-saved pushes and the allocation; its frame objects are then
; addressed from rsp, incoming stack arguments from rbp, and the epilogue restores rsp
; from rbp. No red zone.

declare void @use(ptr)

define i32 @leaf(i32 %x) "stackrealign" {
  %a = alloca i32
  store volatile i32 %x, ptr %a
  ret i32 %x
}

define void @aligned32() alignstack(32) {
  %a = alloca <4 x float>, align 16
  call void @use(ptr %a)
  ret void
}

define i64 @saves(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g) "stackrealign" {
  %v = alloca <4 x float>, align 16
  call void @use(ptr %v)
  %s = add i64 %a, %g
  call void @use(ptr %v)
  ret i64 %s
}
; EXPECTED:
; function @leaf:
;    0:  pushq %rbp
;    1:  movq %rsp, %rbp
;    4:  subq $0x10, %rsp
;    b:  andq $0xfffffffffffffff0, %rsp
;   12:  movl %edi, 0xc(%rsp)
;   16:  movq %rdi, %rax
;   19:  leaveq
;   1a:  retq
;
; function @aligned32:
;    0:  pushq %rbp
;    1:  movq %rsp, %rbp
;    4:  subq $0x10, %rsp
;    b:  andq $0xffffffffffffffe0, %rsp
;   12:  leaq (%rsp), %rdi
;   17:  callq 0x1c  # PltPc32 @use-4
;   1c:  leaveq
;   1d:  retq
;
; function @saves:
;    0:  pushq %rbp
;    1:  movq %rsp, %rbp
;    4:  pushq %r12
;    6:  pushq %r13
;    8:  subq $0x10, %rsp
;    f:  andq $0xfffffffffffffff0, %rsp
;   16:  movq %rdi, %r13
;   19:  movq 0x10(%rbp), %r12
;   1d:  leaq (%rsp), %rdi
;   22:  callq 0x27  # PltPc32 @use-4
;   27:  leaq (%rsp), %rdi
;   2c:  callq 0x31  # PltPc32 @use-4
;   31:  movq %r13, %rdi
;   34:  leaq (%rdi,%r12), %rax
;   38:  leaq -0x10(%rbp), %rsp
;   3c:  popq %r13
;   3e:  popq %r12
;   40:  popq %rbp
;   41:  retq
