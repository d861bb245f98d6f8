; test error
@llvm.global_ctors = global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
define internal void @init() {
  ret void
}
; EXPECTED:
; 1:1: error: invalid linkage for intrinsic global variable: @llvm.global_ctors
