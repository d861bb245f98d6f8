; test compile -O2 target=x86_64-linux-gnu
; llvm.stackprotector in a function that has its own canary, as llc-19 on Linux: the
; canary is stored and checked as always, the intrinsic stores its operand in its slot,
; which nothing checks (at every level: @f at -O2, @f0 optnone as at -O0).
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
;    0:  subq $0x28, %rsp
;    7:  movq %fs:0x28, %r11
;   10:  movq %r11, 0x18(%rsp)
;   15:  movq %rdi, (%rsp)
;   1a:  leaq (%rsp), %rdi
;   1f:  callq 0x24  # PltPc32 @use-4
;   24:  leaq 8(%rsp), %rdi
;   29:  callq 0x2e  # PltPc32 @use-4
;   2e:  movq %fs:0x28, %r11
;   37:  cmpq 0x18(%rsp), %r11
;   3c:  je 0x43
;   3e:  callq 0x43  # PltPc32 __stack_chk_fail-4
;   43:  addq $0x28, %rsp
;   4a:  retq
;
; function @f0:
;    0:  subq $0x28, %rsp
;    7:  movq %fs:0x28, %r11
;   10:  movq %r11, 0x18(%rsp)
;   15:  movq %rdi, (%rsp)
;   1a:  leaq (%rsp), %rax
;   1f:  movq %rax, %rdi
;   22:  callq 0x27  # PltPc32 @use-4
;   27:  leaq 8(%rsp), %rax
;   2c:  movq %rax, %rdi
;   2f:  callq 0x34  # PltPc32 @use-4
;   34:  movq %fs:0x28, %r11
;   3d:  cmpq 0x18(%rsp), %r11
;   42:  je 0x49
;   44:  callq 0x49  # PltPc32 __stack_chk_fail-4
;   49:  addq $0x28, %rsp
;   50:  retq
