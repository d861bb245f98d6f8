; test error
define void @f(i32 %a,
; EXPECTED:
; 3:1: error: expected type, found end of file
