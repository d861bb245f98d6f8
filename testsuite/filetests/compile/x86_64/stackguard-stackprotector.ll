; test compile -O2 target=x86_64-linux-gnu
; llvm.stackguard and llvm.stackprotector as llc-19 (compared with llvm-objdump-19): the
; guard is a volatile load of the module's @__stack_chk_guard (through the GOT; not %fs:0x28),
; llvm.stackprotector stores its operand in the slot, which the frame places first, next to
; the return address, and no check follows (the function has no ssp attribute).
@__stack_chk_guard = external global ptr
declare void @llvm.stackprotector(ptr, ptr)
declare ptr @llvm.stackguard()
declare void @use(ptr)

define ptr @guard() {
  %g = call ptr @llvm.stackguard()
  ret ptr %g
}

define ptr @guard_fp() "frame-pointer"="all" {
  %g = call ptr @llvm.stackguard()
  ret ptr %g
}

define void @explicit(ptr %v) {
  %buf = alloca [4 x i32]
  %slot = alloca ptr
  call void @llvm.stackprotector(ptr %v, ptr %slot)
  call void @use(ptr %buf)
  ret void
}

define void @explicit_guard() {
  %buf = alloca [4 x i32]
  %slot = alloca ptr
  %g = call ptr @llvm.stackguard()
  call void @llvm.stackprotector(ptr %g, ptr %slot)
  call void @use(ptr %buf)
  ret void
}
; EXPECTED:
; function @guard:
;    0:  movq (%rip), %rcx  # GotPc32 { relaxable: true } @__stack_chk_guard-4
;    7:  movq (%rcx), %rax
;    a:  retq
;
; function @guard_fp:
;    0:  pushq %rbp
;    1:  movq %rsp, %rbp
;    4:  movq (%rip), %rcx  # GotPc32 { relaxable: true } @__stack_chk_guard-4
;    b:  movq (%rcx), %rax
;    e:  popq %rbp
;    f:  retq
;
; function @explicit:
;    0:  subq $0x28, %rsp
;    7:  movq %rdi, 0x18(%rsp)
;    c:  leaq 8(%rsp), %rdi
;   11:  callq 0x16  # PltPc32 @use-4
;   16:  addq $0x28, %rsp
;   1d:  retq
;
; function @explicit_guard:
;    0:  subq $0x28, %rsp
;    7:  movq (%rip), %rcx  # GotPc32 { relaxable: true } @__stack_chk_guard-4
;    e:  movq (%rcx), %rsi
;   11:  movq %rsi, 0x18(%rsp)
;   16:  leaq 8(%rsp), %rdi
;   1b:  callq 0x20  # PltPc32 @use-4
;   20:  addq $0x28, %rsp
;   27:  retq
