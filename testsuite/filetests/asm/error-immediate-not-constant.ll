; test asm
; An "i" operand whose value is not a constant.
target triple = "x86_64-pc-linux-gnu"

define i32 @f(i32 %x) {
  %r = call i32 asm "movl $1, $0", "=r,i"(i32 %x)
  ret i32 %r
}
; EXPECTED:
; 6:8: error: unsupported: inline asm input constraint 'i' for this value
