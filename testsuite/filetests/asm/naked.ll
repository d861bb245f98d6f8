; test asm
; Naked functions (no prologue, no epilogue, nothing for the unreachable that follows the
; asm) with local numeric labels, a call, alignment and a data word in the code; the
; whole functions must encode as llc-19's.
; COMPARE-LLC: naked_add3 naked_popcount naked_tail naked_aligned_loop
target triple = "x86_64-pc-linux-gnu"

define i64 @naked_add3(i64 %a, i64 %b, i64 %c) naked noinline nounwind {
  call void asm sideeffect "leaq (%rdi,%rsi), %rax\0A\09addq %rdx, %rax\0A\09ret", "~{dirflag},~{fpsr},~{flags}"()
  unreachable
}

define i32 @naked_popcount(i32 %x) naked noinline nounwind {
  call void asm sideeffect "xorl %eax, %eax\0A1:\0A\09testl %edi, %edi\0A\09jz 2f\0A\09leal -1(%rdi), %ecx\0A\09andl %ecx, %edi\0A\09incl %eax\0A\09jmp 1b\0A2:\0A\09ret", "~{dirflag},~{fpsr},~{flags}"()
  unreachable
}

declare i32 @callee(i32)

define i32 @naked_tail(i32 %x) naked noinline nounwind {
  call void asm sideeffect "addl $$1, %edi\0A\09jmp callee@PLT", "~{dirflag},~{fpsr},~{flags}"()
  unreachable
}

define void @naked_aligned_loop(i64 %n) naked noinline nounwind {
  call void asm sideeffect "xorl %eax, %eax\0A\09.p2align 4, 0x90\0A3:\0A\09incq %rax\0A\09cmpq %rdi, %rax\0A\09jb 3b\0A\09ret", "~{dirflag},~{fpsr},~{flags}"()
  unreachable
}
; EXPECTED:
; @naked_add3 #0
; | leaq (%rdi,%rsi), %rax
; | 	addq %rdx, %rax
; | 	ret
; = 48 8d 04 37 48 01 d0 c3
; @naked_aligned_loop #0
; | xorl %eax, %eax
; | 	.p2align 4, 0x90
; | 3:
; | 	incq %rax
; | 	cmpq %rdi, %rax
; | 	jb 3b
; | 	ret
; = 31 c0 66 2e 0f 1f 84 00 00 00 00 00 0f 1f 40 00 48 ff c0 48 39 f8 72 f8 c3
; @naked_popcount #0
; | xorl %eax, %eax
; | 1:
; | 	testl %edi, %edi
; | 	jz 2f
; | 	leal -1(%rdi), %ecx
; | 	andl %ecx, %edi
; | 	incl %eax
; | 	jmp 1b
; | 2:
; | 	ret
; = 31 c0 85 ff 74 09 8d 4f ff 21 cf ff c0 eb f3 c3
; @naked_tail #0
; | addl $1, %edi
; | 	jmp callee@PLT
; = 83 c7 01 e9 00 00 00 00
