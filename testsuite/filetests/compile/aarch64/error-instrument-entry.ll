; test compile -O2 target=aarch64-linux-gnu
; Entry instrumentation calls of functions that take arguments
; (__cyg_profile_func_enter: the function's and its caller's addresses) are not done.

define void @f() "instrument-function-entry-inlined"="__cyg_profile_func_enter" {
  ret void
}
; EXPECTED:
; error: unsupported: "instrument-function-entry-inlined"="__cyg_profile_func_enter" in @f on AArch64
