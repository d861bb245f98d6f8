; test compile -O2 target=aarch64-linux-gnu
; Inline asm clobbering the frame pointer (x29) is a located error.

define void @f() {
  call void asm sideeffect "mov x29, #0", "~{x29}"()
  ret void
}
; EXPECTED:
; error: unsupported: inline asm clobbering the frame pointer x29
