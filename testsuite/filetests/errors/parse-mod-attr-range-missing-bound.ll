; test error
declare void @f(i32 range(i32 0))
; EXPECTED:
; 2:27: error: invalid argument 'i32 0' to 'range': expected a type and two integers ('i32 0, 8')
