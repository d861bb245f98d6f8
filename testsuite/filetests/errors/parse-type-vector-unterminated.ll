; test error
@g = external global <4 x i32, align 16
; EXPECTED:
; 2:30: error: expected '>' at end of vector type, found ','
