; test error
@g = global [3 x i32] [i32 1, i32 2]
; EXPECTED:
; 2:23: error: array constant has 2 elements but type has 3
