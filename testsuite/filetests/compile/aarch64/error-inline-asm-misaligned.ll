; test compile -O2 target=aarch64-linux-gnu
; Inline asm leaving the code after it misaligned (a size not a multiple of 4 bytes) is
; a located error.

define void @f() {
  call void asm sideeffect ".byte 1", ""()
  ret void
}
; EXPECTED:
; error: unsupported: inline asm whose size is not a multiple of 4 bytes
