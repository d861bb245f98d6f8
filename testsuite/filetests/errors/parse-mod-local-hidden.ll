; test error
@g = internal hidden global i32 0
; EXPECTED:
; 2:15: error: symbol with local linkage must have default visibility
