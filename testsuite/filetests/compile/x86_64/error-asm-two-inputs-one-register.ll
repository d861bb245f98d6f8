; test compile -O0
; Two inputs in one register ("c" and "{rcx}") cannot be allocated: an error, as llc-19
; gives ("couldn't allocate input reg"); regalloc2 panicked: found by rllc-fuzz.

define i64 @f(i64 %x, i64 %y) {
  %r = call i64 asm "leaq ($1,$2), $0", "=r,c,{rcx}"(i64 %x, i64 %y)
  ret i64 %r
}
; EXPECTED:
; error: unsupported: inline asm with two inputs in the same register
