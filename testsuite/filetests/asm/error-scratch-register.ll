; test asm
; An operand fixed to r11, the register the code generator keeps for itself.
target triple = "x86_64-pc-linux-gnu"

define i64 @f(i64 %x) {
  %r = call i64 asm "leaq 1($1), $0", "={r11},r"(i64 %x)
  ret i64 %r
}
; EXPECTED:
; 6:8: error: unsupported: inline asm operand in r11
