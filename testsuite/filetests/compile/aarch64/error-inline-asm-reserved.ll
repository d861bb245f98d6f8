; test compile -O2 target=aarch64-linux-gnu
; An inline asm operand in a register the code generator reserves (x16, the allocator's
; scratch register) is a located error.

define i64 @f(i64 %a) {
  %r = call i64 asm "mov $0, $1", "={x16},r"(i64 %a)
  ret i64 %r
}
; EXPECTED:
; error: unsupported: inline asm operand in x16
