; test error
@g = global [2 x i32] [i32 1, i64 2]
; EXPECTED:
; 2:31: error: array element #1 has type 'i64' but expected 'i32'
