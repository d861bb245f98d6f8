; test compile -O2 target=x86_64-apple-macosx
; llvm.stackprotector on Darwin: llc-19 stores the operand at -O0 but the loaded guard at
; -O2 (and crashes there without a declaration of __stack_chk_guard); rllc refuses it.
declare void @llvm.stackprotector(ptr, ptr)
declare void @use(ptr)

define void @f(ptr %v) {
  %slot = alloca ptr
  call void @llvm.stackprotector(ptr %v, ptr %slot)
  call void @use(ptr %slot)
  ret void
}
; EXPECTED:
; error: unsupported: llvm.stackprotector on Darwin (llc-19 stores the operand at -O0 but loads ___stack_chk_guard instead at -O2, crashing without its declaration)
