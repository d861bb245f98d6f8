; test error
; An input constraint after a clobber (LLVM: InlineAsm::verify).
define void @f(i32 %x) {
  call void asm sideeffect "", "~{memory},r"(i32 %x)
  ret void
}
; EXPECTED:
; 4:3: error: invalid type for inline asm constraint string: input constraint occurs after clobber constraint
