; test error
define void @f() {
; EXPECTED:
; 3:1: error: expected '}' at end of function, found end of file
