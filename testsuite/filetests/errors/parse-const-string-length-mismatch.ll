; test error
@s = global [4 x i8] c"abc"
; EXPECTED:
; 2:22: error: constant expression type mismatch: got type '[3 x i8]' but expected '[4 x i8]'
