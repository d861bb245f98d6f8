; test compile -O2 target=x86_64-pc-windows-msvc
; llvm.stackguard on MSVC targets as llc-19: __security_cookie (llc-19 crashes unless the
; module declares it), XORed with the frame register.
@__security_cookie = external global ptr
declare ptr @llvm.stackguard()

define ptr @guard() {
  %g = call ptr @llvm.stackguard()
  ret ptr %g
}
; EXPECTED:
; function @guard:
;    0:  leaq (%rip), %rcx  # Pc32 @__security_cookie-4
;    7:  movq (%rcx), %rax
;    a:  xorq %rsp, %rax
;    d:  retq
