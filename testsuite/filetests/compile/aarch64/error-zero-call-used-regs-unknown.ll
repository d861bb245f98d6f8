; test compile -O2 target=aarch64-linux-gnu
; A "zero-call-used-regs" choice LLVM does not know.
define void @f() "zero-call-used-regs"="most" {
  ret void
}
; EXPECTED:
; error: unsupported: "zero-call-used-regs"="most" in @f on AArch64
