; test error
@a = alias i32, i32 1
; EXPECTED:
; 2:17: error: an alias or ifunc must have pointer type
