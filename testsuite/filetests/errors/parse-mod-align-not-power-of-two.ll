; test error
@g = global i32 0, align 12
; EXPECTED:
; 2:26: error: alignment is not a power of two
