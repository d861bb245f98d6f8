; test compile -O2 target=x86_64-apple-macosx
; llvm.stackguard on Darwin as llc-19: ___stack_chk_guard through the GOT.
@__stack_chk_guard = external global ptr
declare ptr @llvm.stackguard()

define ptr @guard() {
  %g = call ptr @llvm.stackguard()
  ret ptr %g
}
; EXPECTED:
; function @guard:
;    0:  movq (%rip), %rcx  # GotPc32 { relaxable: true } @__stack_chk_guard-4
;    7:  movq (%rcx), %rax
;    a:  retq
