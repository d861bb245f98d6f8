; test error
@g = global i32 0, align 0
; EXPECTED:
; 2:26: error: alignment is not a power of two
