; test error
define common void @f() {
  ret void
}
; EXPECTED:
; 2:8: error: invalid linkage for function definition
