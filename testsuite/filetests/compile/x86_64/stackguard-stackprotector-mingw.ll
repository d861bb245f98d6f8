; test compile -O2 target=x86_64-w64-mingw32
; llvm.stackguard on MinGW as llc-19: __stack_chk_guard through its .refptr, XORed with the
; frame register (rsp, or rbp in a function that keeps a frame pointer), as the canary is.
@__stack_chk_guard = external global ptr
declare void @llvm.stackprotector(ptr, ptr)
declare ptr @llvm.stackguard()
declare void @use(ptr)

define ptr @guard() {
  %g = call ptr @llvm.stackguard()
  ret ptr %g
}

define ptr @guard_fp() "frame-pointer"="all" {
  %g = call ptr @llvm.stackguard()
  ret ptr %g
}

define void @explicit(ptr %v) {
  %buf = alloca [4 x i32]
  %slot = alloca ptr
  call void @llvm.stackprotector(ptr %v, ptr %slot)
  call void @use(ptr %buf)
  ret void
}

define void @explicit_guard() {
  %buf = alloca [4 x i32]
  %slot = alloca ptr
  %g = call ptr @llvm.stackguard()
  call void @llvm.stackprotector(ptr %g, ptr %slot)
  call void @use(ptr %buf)
  ret void
}
; EXPECTED:
; error: invalid target 'x86_64-w64-mingw32': Unrecognized operating system: mingw32
