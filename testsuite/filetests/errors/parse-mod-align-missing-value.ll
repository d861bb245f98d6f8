; test error
@g = global i32 0, align
@h = global i32 0
; EXPECTED:
; 3:1: error: expected alignment, found '@h'
