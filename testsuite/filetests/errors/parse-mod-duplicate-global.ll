; test error
@g = global i32 0
@g = global i32 1
; EXPECTED:
; 3:1: error: redefinition of global '@g'
