; test compile -O2 target=aarch64-linux-gnu
; A patchable-entry count that is not a number (LLVM's verifier rejects it).

define void @f() "patchable-function-entry"="two" {
  ret void
}
; EXPECTED:
; error: unsupported: "patchable-function-entry"="two" (not a count) in @f on AArch64
