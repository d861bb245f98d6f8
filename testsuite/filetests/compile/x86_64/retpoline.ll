; test compile -O2 target=x86_64-linux-gnu
; Retpolines (clang -mretpoline): an indirect call puts its target in r11 and calls
; __llvm_retpoline_r11, an indirect tail call jumps to it after the epilogue, and a switch
; that would be a jump table is a tree of compares (+retpoline-indirect-branches), as llc
; does. Indirect calls in inline asm stay as written, as in llc.

define i32 @call(ptr %f, i32 %x) #0 {
  %r = call i32 %f(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}

define i32 @tail(ptr %f, i32 %x) #0 {
  %r = tail call i32 %f(i32 %x)
  ret i32 %r
}

define i32 @dense(i32 %k) #0 {
  switch i32 %k, label %d [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
    i32 3, label %e
    i32 4, label %a
  ]
a:
  ret i32 10
b:
  ret i32 20
c:
  ret i32 30
e:
  ret i32 40
d:
  ret i32 0
}

define i32 @asm(ptr %f) #0 {
  %r = call i32 asm sideeffect "call *$1", "={ax},r,~{memory}"(ptr %f)
  ret i32 %r
}

attributes #0 = { "target-features"="+retpoline-indirect-branches,+retpoline-indirect-calls" }
; EXPECTED:
; function @call:
;    0:  subq $8, %rsp
;    7:  movq %rdi, %r8
;    a:  movq %rsi, %rdi
;    d:  movq %r8, %r11
;   10:  callq 0x15  # PltPc32 __llvm_retpoline_r11-4
;   15:  addl $1, %eax
;   18:  addq $8, %rsp
;   1f:  retq
;
; function @tail:
;    0:  movq %rdi, %r8
;    3:  movq %rsi, %rdi
;    6:  movq %r8, %rsi
;    9:  movq %rsi, %r11
;    c:  jmp 0x11  # PltPc32 __llvm_retpoline_r11-4
;
; function @dense:
;    0:  cmpl $2, %edi
;    3:  jl 0x16
;    5:  cmpl $2, %edi
;    8:  je 0x2e
;    a:  cmpl $3, %edi
;    d:  je 0x34
;    f:  cmpl $4, %edi
;   12:  je 0x22
;   14:  jmp 0x1f
;   16:  testl %edi, %edi
;   18:  je 0x22
;   1a:  cmpl $1, %edi
;   1d:  je 0x28
;   1f:  xorl %eax, %eax
;   21:  retq
;   22:  movl $0xa, %eax
;   27:  retq
;   28:  movl $0x14, %eax
;   2d:  retq
;   2e:  movl $0x1e, %eax
;   33:  retq
;   34:  movl $0x28, %eax
;   39:  retq
;
; function @asm:
;    0:  callq *%rdi
;    2:  retq
