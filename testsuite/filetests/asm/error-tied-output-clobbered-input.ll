; test asm
; An output tied to an input, and another input in a register the statement clobbers:
; regalloc2 panicked (found by rllc-fuzz). clang rejects inputs in clobbered registers.
target triple = "x86_64-pc-linux-gnu"

define i64 @f(i64 %x, i64 %y) {
  %r = call i64 asm "leaq ($1), $0", "=r,0,{rcx},~{rcx}"(i64 %x, i64 %y)
  ret i64 %r
}
; EXPECTED:
; 7:8: error: unsupported: inline asm with a tied output and an input in a clobbered register
