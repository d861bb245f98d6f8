; test error
define void @llvm.foo() {
  ret void
}
; EXPECTED:
; 1:1: error: intrinsic functions should never be defined: @llvm.foo
