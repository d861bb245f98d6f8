; test error
; Two outputs make a struct of two fields (LLVM: InlineAsm::verify).
define i32 @f() {
  %r = call i32 asm "", "=r,=r"()
  ret i32 %r
}
; EXPECTED:
; 4:8: error: invalid type for inline asm constraint string: number of output constraints does not match number of return struct elements
