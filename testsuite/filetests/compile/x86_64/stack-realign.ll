; test compile -O2 target=x86_64-linux-gnu
; "stackrealign" (clang -mstackrealign) and alignstack(N): the function keeps a frame
; pointer and aligns rsp on entry (`and rsp, -align`, at least 16 where llc takes 8 for
; leaves), after the callee-saved pushes and the allocation; its frame objects are then
; addressed from rsp, incoming stack arguments from rbp, and the epilogue restores rsp
; from rbp. No red zone. A function that also moves rsp (dynamic allocas, stack
; restores) keeps a base pointer, as llc: rbx, pushed with the callee-saved registers and
; set to rsp after the realignment, addresses its frame objects and spill slots.

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
declare void @use2(ptr, ptr)

define void @dynamic(i64 %n, i64 %x) "stackrealign" {
  %a = alloca i64
  store i64 %x, ptr %a
  %s = call ptr @llvm.stacksave()
  %v = alloca i8, i64 %n, align 16
  call void @use2(ptr %a, ptr %v)
  call void @llvm.stackrestore(ptr %s)
  ret void
}

declare ptr @llvm.stacksave()
declare void @llvm.stackrestore(ptr)

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
;
; function @dynamic:
;    0:  pushq %rbp
;    1:  movq %rsp, %rbp
;    4:  pushq %rbx
;    5:  pushq %r12
;    7:  subq $0x10, %rsp
;    e:  andq $0xfffffffffffffff0, %rsp
;   15:  movq %rsp, %rbx
;   18:  movq %rsi, 8(%rbx)
;   1c:  movq %rsp, %r12
;   1f:  imulq $1, %rdi
;   23:  addq $0xf, %rdi
;   27:  andq $0xfffffffffffffff0, %rdi
;   2b:  subq %rdi, %rsp
;   2e:  leaq (%rsp), %rsi
;   33:  leaq 8(%rbx), %rdi
;   37:  callq 0x3c  # PltPc32 @use2-4
;   3c:  movq %r12, %rsp
;   3f:  leaq -0x10(%rbp), %rsp
;   43:  popq %r12
;   45:  popq %rbx
;   46:  popq %rbp
;   47:  retq
