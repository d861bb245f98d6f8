; test error
declare void @f(i32, void)
; EXPECTED:
; 2:22: error: void type only allowed for function results
