; test error
@g = global { i32, i8 } { i32 1, i32 2 }
; EXPECTED:
; 2:34: error: struct element #1 has type 'i32' but expected 'i8'
