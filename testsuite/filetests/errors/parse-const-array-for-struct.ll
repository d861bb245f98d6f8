; test error
@g = global { i32, i32 } [i32 1, i32 2]
; EXPECTED:
; 2:26: error: array constant must have array type
