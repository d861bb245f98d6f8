; test compile -O2 target=x86_64-pc-windows-gnu
; The stack protector on MinGW, as llc-19: the canary is __stack_chk_guard (through its
; .refptr pointer) XORed with rsp, or with rbp in a function that keeps a frame pointer
; (here for a dynamic alloca); before the return the guard is XORed again and compared
; with it, and a mismatch calls __stack_chk_fail.

declare ptr @strcpy(ptr, ptr)
declare void @g(ptr)

define i32 @copy(ptr %s) sspstrong {
  %buf = alloca [16 x i8], align 16
  call ptr @strcpy(ptr %buf, ptr %s)
  %c = load i8, ptr %buf
  %r = sext i8 %c to i32
  ret i32 %r
}

define void @vla(i64 %n) sspstrong {
  %p = alloca i8, i64 %n, align 16
  call void @g(ptr %p)
  ret void
}
; EXPECTED:
; function @copy:
;    0:  subq $0x48, %rsp
;    7:  movq (%rip), %r11  # GotPc32 { relaxable: true } __stack_chk_guard-4
;    e:  movq (%r11), %r11
;   11:  xorq %rsp, %r11
;   14:  movq %r11, 0x38(%rsp)
;   19:  movq %rcx, %r8
;   1c:  leaq 0x20(%rsp), %rcx
;   21:  movq %r8, %rdx
;   24:  callq 0x29  # PltPc32 @strcpy-4
;   29:  movsbq 0x20(%rsp), %rax
;   2f:  movq (%rip), %r11  # GotPc32 { relaxable: true } __stack_chk_guard-4
;   36:  movq (%r11), %r11
;   39:  xorq %rsp, %r11
;   3c:  cmpq 0x38(%rsp), %r11
;   41:  je 0x48
;   43:  callq 0x48  # PltPc32 __stack_chk_fail-4
;   48:  addq $0x48, %rsp
;   4f:  retq
;
; function @vla:
;    0:  pushq %rbp
;    1:  pushq %rsi
;    2:  subq $0x38, %rsp
;    9:  leaq 0x40(%rsp), %rbp
;    e:  movq (%rip), %r11  # GotPc32 { relaxable: true } __stack_chk_guard-4
;   15:  movq (%r11), %r11
;   18:  xorq %rbp, %r11
;   1b:  movq %r11, -0x18(%rbp)
;   1f:  imulq $1, %rcx
;   23:  addq $0xf, %rcx
;   27:  andq $0xfffffffffffffff0, %rcx
;   2b:  movq %rcx, %rsi
;   2e:  movq %rsi, %rax
;   31:  callq 0x36  # PltPc32 ___chkstk_ms-4
;   36:  movq %rsi, %rcx
;   39:  subq %rcx, %rsp
;   3c:  leaq 0x20(%rsp), %rcx
;   41:  callq 0x46  # PltPc32 @g-4
;   46:  movq (%rip), %r11  # GotPc32 { relaxable: true } __stack_chk_guard-4
;   4d:  movq (%r11), %r11
;   50:  xorq %rbp, %r11
;   53:  cmpq -0x18(%rbp), %r11
;   57:  je 0x5e
;   59:  callq 0x5e  # PltPc32 __stack_chk_fail-4
;   5e:  leaq -8(%rbp), %rsp
;   62:  popq %rsi
;   63:  popq %rbp
;   64:  retq
