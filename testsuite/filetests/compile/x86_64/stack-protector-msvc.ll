; test compile -O2 target=x86_64-pc-windows-msvc
; The stack protector on MSVC targets, as llc-19: the canary is __security_cookie
; (reached directly) XORed with rsp, or with rbp in a function that keeps a frame pointer
; (here for a dynamic alloca); before the return it is XORed back and compared with the
; cookie, and a mismatch calls __security_check_cookie with it in rcx.

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
;    7:  movq (%rip), %r11  # Pc32 __security_cookie-4
;    e:  xorq %rsp, %r11
;   11:  movq %r11, 0x38(%rsp)
;   16:  movq %rcx, %r8
;   19:  leaq 0x20(%rsp), %rcx
;   1e:  movq %r8, %rdx
;   21:  callq 0x26  # PltPc32 @strcpy-4
;   26:  movsbq 0x20(%rsp), %rax
;   2c:  movq (%rip), %r11  # Pc32 __security_cookie-4
;   33:  xorq %rsp, %r11
;   36:  cmpq 0x38(%rsp), %r11
;   3b:  je 0x4a
;   3d:  movq 0x38(%rsp), %rcx
;   42:  xorq %rsp, %rcx
;   45:  callq 0x4a  # PltPc32 __security_check_cookie-4
;   4a:  addq $0x48, %rsp
;   51:  retq
;
; function @vla:
;    0:  pushq %rbp
;    1:  pushq %rsi
;    2:  subq $0x38, %rsp
;    9:  leaq 0x40(%rsp), %rbp
;    e:  movq (%rip), %r11  # Pc32 __security_cookie-4
;   15:  xorq %rbp, %r11
;   18:  movq %r11, -0x18(%rbp)
;   1c:  imulq $1, %rcx
;   20:  addq $0xf, %rcx
;   24:  andq $0xfffffffffffffff0, %rcx
;   28:  movq %rcx, %rsi
;   2b:  movq %rsi, %rax
;   2e:  callq 0x33  # PltPc32 __chkstk-4
;   33:  movq %rsi, %rcx
;   36:  subq %rcx, %rsp
;   39:  leaq 0x20(%rsp), %rcx
;   3e:  callq 0x43  # PltPc32 @g-4
;   43:  movq (%rip), %r11  # Pc32 __security_cookie-4
;   4a:  xorq %rbp, %r11
;   4d:  cmpq -0x18(%rbp), %r11
;   51:  je 0x5f
;   53:  movq -0x18(%rbp), %rcx
;   57:  xorq %rbp, %rcx
;   5a:  callq 0x5f  # PltPc32 __security_check_cookie-4
;   5f:  leaq -8(%rbp), %rsp
;   63:  popq %rsi
;   64:  popq %rbp
;   65:  retq
