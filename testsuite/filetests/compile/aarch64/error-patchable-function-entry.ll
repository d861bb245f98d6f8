; test compile -O2 target=aarch64-linux-gnu
; Patchable function entries (nops and __patchable_function_entries) are not emitted for
; AArch64 yet.

define void @f() "patchable-function-entry"="2" {
  ret void
}
; EXPECTED:
; error: unsupported: "patchable-function-entry"="2" in @f on AArch64
