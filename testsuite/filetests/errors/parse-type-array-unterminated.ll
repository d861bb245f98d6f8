; test error
@g = external global [4 x i32, align 4
; EXPECTED:
; 2:30: error: expected ']' at end of array, found ','
