; test asm
; Template specials: dialect alternatives $( att $| intel $), ${:comment}, ${:private},
; ${:uid} numbering per statement, a tied operand printed twice, "X" and "g" operands,
; an "A" output (rdx:rax as one 128-bit value) and a clobbered input register.
target triple = "x86_64-pc-linux-gnu"

define i32 @alternatives(i32 %x) {
  %r = call i32 asm "$(incl $0$|inc $0$) ${:comment} either syntax", "=r,0"(i32 %x)
  %s = call i32 asm inteldialect "$(incl $0$|inc $0$)", "=r,0"(i32 %r)
  ret i32 %s
}

define i32 @private_labels(i32 %x) {
  %r = call i32 asm "jmp ${:private}skip${:uid}\0A\09negl $0\0A${:private}skip${:uid}:\0A\09notl $0", "=r,0"(i32 %x)
  %s = call i32 asm "jmp ${:private}skip${:uid}\0A${:private}skip${:uid}:\0A\09addl $0, $0", "=r,0"(i32 %r)
  ret i32 %s
}

define i64 @general(i64 %x) {
  %r = call i64 asm "leaq 7($1), $0\0A\09addq $2, $0\0A\09addq $3, $0", "=&r,r,X,g"(i64 %x, i64 3, i64 %x)
  ret i64 %r
}

define i128 @pair(i64 %a, i64 %b) {
  %r = call i128 asm "mulq $2", "=A,{ax},r,~{cc}"(i64 %a, i64 %b)
  ret i128 %r
}

define i64 @clobbered_input(i64 %x, i64 %y) {
  %r = call i64 asm "xorl %ecx, %ecx\0A\09leaq ($1,$2), $0", "=r,r,{rcx},~{rcx}"(i64 %x, i64 %y)
  %s = add i64 %r, %y
  ret i64 %s
}
; EXPECTED:
; @alternatives #0
; | incl %edi # either syntax
; = ff c7
; @alternatives #1 (intel)
; | inc edi
; = ff c7
; @clobbered_input #0
; | xorl %ecx, %ecx
; | 	leaq (%rdi,%rcx), %rdx
; = 31 c9 48 8d 14 0f
; @general #0
; | leaq 7(%rdi), %rcx
; | 	addq $3, %rcx
; | 	addq %rax, %rcx
; = 48 8d 4f 07 48 83 c1 03 48 01 c1
; @pair #0
; | mulq %rsi
; = 48 f7 e6
; @private_labels #0
; | jmp .Lskip0
; | 	negl %edi
; | .Lskip0:
; | 	notl %edi
; = eb 02 f7 df f7 d7
; @private_labels #1
; | jmp .Lskip1
; | .Lskip1:
; | 	addl %edi, %edi
; = eb 00 01 ff
