; test compile -O0
; A constraint code cut inside a character (a byte that is not ASCII) panicked: found by
; rllc-fuzz. The character is a code of its own, which adds no register class; {rcx} after
; it picks the register.

define i64 @f(i64 %x) {
  %r = call i64 asm "leaq ($1), $0", "=r,r,é{rcx},~{rcx}"(i64 %x, i64 %x)
  ret i64 %r
}
; EXPECTED:
; function @f:
;    0:  movq %rdi, %rax
;    3:  movq %rax, %rcx
;    6:  leaq (%rdi), %rax
;    9:  retq
