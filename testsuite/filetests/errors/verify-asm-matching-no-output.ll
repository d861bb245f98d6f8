; test error
; A matching constraint must name an output before it (LLVM: failed to parse constraints);
; "=r,64" panicked in register allocation: found by rllc-fuzz.
define i32 @f(i32 %x) {
  %r = call i32 asm "", "=r,64"(i32 %x)
  ret i32 %r
}
; EXPECTED:
; 5:8: error: invalid type for inline asm constraint string: failed to parse constraints
