; test compile -O2 target=x86_64-linux-gnu
; llc-19 crashes on llvm.stackguard when the module does not declare @__stack_chk_guard.
declare ptr @llvm.stackguard()

define ptr @guard() {
  %g = call ptr @llvm.stackguard()
  ret ptr %g
}
; EXPECTED:
; error: unsupported: llvm.stackguard in a module that does not declare @__stack_chk_guard (llc-19 crashes)
