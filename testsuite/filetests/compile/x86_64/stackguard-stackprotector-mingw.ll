; test compile -O2 target=x86_64-w64-windows-gnu
; llvm.stackguard on MinGW as llc-19: __stack_chk_guard through its .refptr, XORed with the
; frame register (rsp, or rbp in a function that keeps a frame pointer), as the canary is.
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
;    a:  xorq %rsp, %rax
;    d:  retq
;
; function @guard_fp:
;    0:  pushq %rbp
;    1:  leaq (%rsp), %rbp
;    6:  movq (%rip), %rcx  # GotPc32 { relaxable: true } @__stack_chk_guard-4
;    d:  movq (%rcx), %rax
;   10:  xorq %rbp, %rax
;   13:  leaq (%rbp), %rsp
;   17:  popq %rbp
;   18:  retq
;
; function @explicit:
;    0:  subq $0x48, %rsp
;    7:  movq %rcx, 0x38(%rsp)
;    c:  leaq 0x28(%rsp), %rcx
;   11:  callq 0x16  # PltPc32 @use-4
;   16:  addq $0x48, %rsp
;   1d:  retq
;
; function @explicit_guard:
;    0:  subq $0x48, %rsp
;    7:  movq (%rip), %rcx  # GotPc32 { relaxable: true } @__stack_chk_guard-4
;    e:  movq (%rcx), %r8
;   11:  xorq %rsp, %r8
;   14:  movq %r8, 0x38(%rsp)
;   19:  leaq 0x28(%rsp), %rcx
;   1e:  callq 0x23  # PltPc32 @use-4
;   23:  addq $0x48, %rsp
;   2a:  retq
