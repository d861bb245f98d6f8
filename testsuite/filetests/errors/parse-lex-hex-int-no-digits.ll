; test error
@g = global i32 u0x
; EXPECTED:
; 2:17: error: expected constant, found 'u0x'
