; test error
@g = global i32 0
& @h = global i32 1
; EXPECTED:
; 3:1: error: invalid character '&'
