; test asm
; An instruction the AArch64 assembler does not know: a located error naming it.
target triple = "aarch64-unknown-linux-gnu"

define void @f() {
  call void asm sideeffect "nop\0A\09frobnicate x0, x1", ""()
  ret void
}
; EXPECTED:
; 6:3: error: unsupported: inline asm: instruction 'frobnicate' (asm line 2)
