; test error
define extern_weak void @f() {
  ret void
}
; EXPECTED:
; 2:8: error: invalid linkage for function definition
