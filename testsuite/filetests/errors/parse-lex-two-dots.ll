; test error
declare void @f(i32, ..)
; EXPECTED:
; 2:22: error: expected type, found '..'
