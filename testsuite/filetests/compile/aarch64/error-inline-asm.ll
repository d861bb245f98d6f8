; test compile -O2 target=aarch64-linux-gnu
; Inline asm is not assembled for AArch64 yet: a located error, not a silent drop.

define i32 @f(i32 %a) {
  %r = call i32 asm "add $0, $1, #1", "=r,r"(i32 %a)
  ret i32 %r
}
; EXPECTED:
; error: unsupported: inline asm on AArch64
