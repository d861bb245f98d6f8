; test error
define void @f() {
entry:
  br label %nowhere
}
; EXPECTED:
; 4:12: error: use of undefined value '%nowhere'
