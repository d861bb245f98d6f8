; test error
; Inline asm whose constraints ask for more inputs than the call passes (LLVM: InlineAsm::verify);
; the code generator read past the arguments: found by rllc-fuzz.
define void @f() {
  call void asm sideeffect "", "r,r,~{memory}"(i32 1)
  ret void
}
; EXPECTED:
; 5:3: error: invalid type for inline asm constraint string: number of input constraints does not match number of parameters
