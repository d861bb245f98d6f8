; test compile -O2 target=x86_64-apple-macosx
; llvm.stackprotector on Darwin, as llc-19: at -O0 (@f0, optnone) it stores its operand,
; at -O1 and up (@f) the guard it loads from ___stack_chk_guard (SelectionDAG's
; LOAD_STACK_GUARD); in a function with its own canary (@g) the check before the return
; then reads the intrinsic's slot, which holds the guard too.
@__stack_chk_guard = external global ptr
declare void @llvm.stackprotector(ptr, ptr)
declare void @use(ptr)

define void @f(ptr %v) {
  %slot = alloca ptr
  call void @llvm.stackprotector(ptr %v, ptr %slot)
  call void @use(ptr %slot)
  ret void
}

define void @f0(ptr %v) noinline optnone {
  %slot = alloca ptr
  call void @llvm.stackprotector(ptr %v, ptr %slot)
  call void @use(ptr %slot)
  ret void
}

define void @g(ptr %v) sspreq {
  %slot = alloca ptr
  %buf = alloca [16 x i8]
  call void @llvm.stackprotector(ptr %v, ptr %slot)
  call void @use(ptr %slot)
  call void @use(ptr %buf)
  ret void
}
; EXPECTED:
; function @f:
;    0:  subq $0x18, %rsp
;    7:  movq (%rip), %rdx  # GotPc32 { relaxable: true } @__stack_chk_guard-4
;    e:  movq (%rdx), %rsi
;   11:  movq %rsi, 8(%rsp)
;   16:  leaq 8(%rsp), %rdi
;   1b:  callq 0x20  # PltPc32 @use-4
;   20:  addq $0x18, %rsp
;   27:  retq
;
; function @f0:
;    0:  subq $0x18, %rsp
;    7:  movq %rdi, 8(%rsp)
;    c:  leaq 8(%rsp), %rax
;   11:  movq %rax, %rdi
;   14:  callq 0x19  # PltPc32 @use-4
;   19:  addq $0x18, %rsp
;   20:  retq
;
; function @g:
;    0:  subq $0x28, %rsp
;    7:  movq (%rip), %r11  # GotPc32 { relaxable: true } __stack_chk_guard-4
;    e:  movq (%r11), %r11
;   11:  movq %r11, 0x18(%rsp)
;   16:  movq (%rip), %rdx  # GotPc32 { relaxable: true } @__stack_chk_guard-4
;   1d:  movq (%rdx), %rsi
;   20:  movq %rsi, (%rsp)
;   25:  leaq (%rsp), %rdi
;   2a:  callq 0x2f  # PltPc32 @use-4
;   2f:  leaq 8(%rsp), %rdi
;   34:  callq 0x39  # PltPc32 @use-4
;   39:  movq (%rip), %r11  # GotPc32 { relaxable: true } __stack_chk_guard-4
;   40:  movq (%r11), %r11
;   43:  cmpq (%rsp), %r11
;   48:  je 0x4f
;   4a:  callq 0x4f  # PltPc32 __stack_chk_fail-4
;   4f:  addq $0x28, %rsp
;   56:  retq
