; test error
@g = global [2 x i32] [i32 1,
; EXPECTED:
; 3:1: error: expected type, found end of file
