; test error
@g = global i32 0, readonly
; EXPECTED:
; 2:20: error: expected global variable property, found 'readonly'
