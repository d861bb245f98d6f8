; test error
@s = global [2 x i8] c"\4g"
; EXPECTED:
; 2:22: error: constant expression type mismatch: got type '[3 x i8]' but expected '[2 x i8]'
