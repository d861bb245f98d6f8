; test error
define void @f() {
entry:
  ret void
; EXPECTED:
; 5:1: error: expected '}' at end of function, found end of file
