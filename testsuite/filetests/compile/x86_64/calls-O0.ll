; test compile -O0 target=x86_64-linux-gnu
; -O0: arguments and a call through the PLT, values kept in their stack slots across
; the call, a frame with rbp.

declare i32 @g(i32, i32)

define i32 @caller(i32 %x) #0 {
  %a = add i32 %x, 1
  %r = call i32 @g(i32 %a, i32 %x)
  %s = add i32 %r, %a
  ret i32 %s
}

attributes #0 = { "frame-pointer"="all" }
; EXPECTED:
; function @caller:
;    0:  pushq %rbp
;    1:  movq %rsp, %rbp
;    4:  subq $0x10, %rsp
;    b:  leaq 1(%rdi), %rax
;    f:  movq %rax, %rcx
;   12:  movq %rdi, %rdx
;   15:  movq %rcx, %rdi
;   18:  movq %rdx, %rsi
;   1b:  movq %rax, -0x10(%rbp)
;   1f:  callq 0x24  # PltPc32 @g-4
;   24:  movq -0x10(%rbp), %rcx
;   28:  addl %ecx, %eax
;   2a:  leaveq
;   2b:  retq
