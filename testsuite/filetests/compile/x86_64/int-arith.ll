; test compile -O2 target=x86_64-linux-gnu
; Integer arithmetic: three-address lea, neg, imul by constants, abs as neg + cmov,
; division by a constant.

define i64 @add3(i64 %a, i64 %b) {
  %s = add i64 %a, %b
  %t = add i64 %s, 3
  ret i64 %t
}

define i32 @negate(i32 %x) {
  %n = sub i32 0, %x
  ret i32 %n
}

define i64 @times10(i64 %x) {
  %m = mul i64 %x, 10
  ret i64 %m
}

declare i32 @llvm.abs.i32(i32, i1)

define i32 @absolute(i32 %x) {
  %a = call i32 @llvm.abs.i32(i32 %x, i1 false)
  ret i32 %a
}

define i32 @div7(i32 %x) {
  %d = sdiv i32 %x, 7
  ret i32 %d
}
; EXPECTED:
; function @add3:
;    0:  leaq (%rdi,%rsi), %rax
;    4:  addq $3, %rax
;    8:  retq
;
; function @negate:
;    0:  movq %rdi, %rax
;    3:  negl %eax
;    5:  retq
;
; function @times10:
;    0:  imulq $0xa, %rdi, %rax
;    4:  retq
;
; function @absolute:
;    0:  movq %rdi, %rdx
;    3:  negl %edx
;    5:  movq %rdi, %rax
;    8:  testl %edi, %edi
;    a:  cmovlq %rdx, %rax
;    e:  retq
;
; function @div7:
;    0:  movslq %edi, %rdx
;    3:  movq %rdx, %rax
;    6:  imulq $0xffffffff92492493, %rax
;    d:  sarq $0x20, %rax
;   11:  addl %edx, %eax
;   13:  sarl $2, %eax
;   16:  movq %rax, %rcx
;   19:  shrl $0x1f, %ecx
;   1c:  addl %ecx, %eax
;   1e:  retq
