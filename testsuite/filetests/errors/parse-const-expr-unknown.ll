; test error
@g = global i32 frobnicate (i32 1)
; EXPECTED:
; 2:17: error: expected constant, found 'frobnicate'
