; test compile -O2 target=x86_64-w64-windows-gnu
; llvm.stackprotector in a function that has its own canary, as llc-19 on Windows: the
; canary (the guard XORed with rsp) is stored as always and the intrinsic stores its
; operand in its slot; the check before the return reads the canary's slot at -O0 (@f0,
; optnone) but the intrinsic's slot at -O1 and up (@f: llc checks the slot of the last
; llvm.stackprotector it selects, and its own comes first).
declare void @llvm.stackprotector(ptr, ptr)
declare void @use(ptr)

define void @f(ptr %v) sspreq {
  %slot = alloca ptr
  %buf = alloca [16 x i8]
  call void @llvm.stackprotector(ptr %v, ptr %slot)
  call void @use(ptr %slot)
  call void @use(ptr %buf)
  ret void
}

define void @f0(ptr %v) sspreq noinline optnone {
  %slot = alloca ptr
  %buf = alloca [16 x i8]
  call void @llvm.stackprotector(ptr %v, ptr %slot)
  call void @use(ptr %slot)
  call void @use(ptr %buf)
  ret void
}
; EXPECTED:
; function @f:
;    0:  subq $0x48, %rsp
;    7:  movq (%rip), %r11  # GotPc32 { relaxable: true } __stack_chk_guard-4
;    e:  movq (%r11), %r11
;   11:  xorq %rsp, %r11
;   14:  movq %r11, 0x38(%rsp)
;   19:  movq %rcx, 0x20(%rsp)
;   1e:  leaq 0x20(%rsp), %rcx
;   23:  callq 0x28  # PltPc32 @use-4
;   28:  leaq 0x28(%rsp), %rcx
;   2d:  callq 0x32  # PltPc32 @use-4
;   32:  movq (%rip), %r11  # GotPc32 { relaxable: true } __stack_chk_guard-4
;   39:  movq (%r11), %r11
;   3c:  xorq %rsp, %r11
;   3f:  cmpq 0x20(%rsp), %r11
;   44:  je 0x4b
;   46:  callq 0x4b  # PltPc32 __stack_chk_fail-4
;   4b:  addq $0x48, %rsp
;   52:  retq
;
; function @f0:
;    0:  subq $0x48, %rsp
;    7:  movq (%rip), %r11  # GotPc32 { relaxable: true } __stack_chk_guard-4
;    e:  movq (%r11), %r11
;   11:  xorq %rsp, %r11
;   14:  movq %r11, 0x38(%rsp)
;   19:  movq %rcx, 0x20(%rsp)
;   1e:  leaq 0x20(%rsp), %rax
;   23:  movq %rax, %rcx
;   26:  callq 0x2b  # PltPc32 @use-4
;   2b:  leaq 0x28(%rsp), %rax
;   30:  movq %rax, %rcx
;   33:  callq 0x38  # PltPc32 @use-4
;   38:  movq (%rip), %r11  # GotPc32 { relaxable: true } __stack_chk_guard-4
;   3f:  movq (%r11), %r11
;   42:  xorq %rsp, %r11
;   45:  cmpq 0x38(%rsp), %r11
;   4a:  je 0x51
;   4c:  callq 0x51  # PltPc32 __stack_chk_fail-4
;   51:  addq $0x48, %rsp
;   58:  retq
