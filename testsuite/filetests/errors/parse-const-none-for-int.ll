; test error
@g = global i32 none
; EXPECTED:
; 2:17: error: none constant must have token type
