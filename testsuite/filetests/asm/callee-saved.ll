; test asm
; Callee-saved registers as operands and clobbers: at -O0 the allocator hands them out
; for these operands only, and the prologue saves what the asm clobbers (rbx, r12).
target triple = "x86_64-pc-linux-gnu"

define i64 @f(i64 %x) {
  %r = call i64 asm "movq $1, %rbx\0A\09leaq 1(%rbx), $0\0A\09movq $0, %r12", "=r,{r13},~{rbx},~{r12}"(i64 %x)
  ret i64 %r
}
; EXPECTED:
; @f #0
; | movq %r13, %rbx
; | 	leaq 1(%rbx), %rax
; | 	movq %rax, %r12
; = 4c 89 eb 48 8d 43 01 49 89 c4
