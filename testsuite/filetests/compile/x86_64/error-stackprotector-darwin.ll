; test compile -O2 target=x86_64-apple-macosx
; llvm.stackprotector on Darwin at -O1 and up loads ___stack_chk_guard (as llc-19, which
; crashes when the module does not declare it): an error without its declaration.
declare void @llvm.stackprotector(ptr, ptr)
declare void @use(ptr)

define void @f(ptr %v) {
  %slot = alloca ptr
  call void @llvm.stackprotector(ptr %v, ptr %slot)
  call void @use(ptr %slot)
  ret void
}
; EXPECTED:
; error: unsupported: llvm.stackprotector at -O1 and up in a module that does not declare @__stack_chk_guard (llc-19 crashes)
