; Realigned frames on Windows ("stackrealign", alignstack(N)), as llc-19 writes them: push
; rbp, the pushes, one allocation, rbp set last at most 128 bytes above rsp (SET_FPREG),
; then `and rsp, -N`; the epilogue `lea rsp, [rbp + d]`. Compared with llvm-readobj-19
; --unwind in testsuite/tests/coff.rs (realigned_frames_unwind_as_llc).
declare void @use(ptr)

define void @realign() "stackrealign" {
  %buf = alloca [4 x i32]
  call void @use(ptr %buf)
  ret void
}

define void @as64() alignstack(64) {
  %buf = alloca [4 x i32]
  call void @use(ptr %buf)
  ret void
}

define void @big() "stackrealign" {
  %buf = alloca [100 x i32]
  call void @use(ptr %buf)
  ret void
}

define void @as32_big() alignstack(32) {
  %buf = alloca [60 x i32]
  call void @use(ptr %buf)
  ret void
}
