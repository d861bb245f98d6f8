; test error
@s = global [3 x i16] c"abc"
; EXPECTED:
; 2:23: error: constant expression type mismatch: got type '[3 x i8]' but expected '[3 x i16]'
