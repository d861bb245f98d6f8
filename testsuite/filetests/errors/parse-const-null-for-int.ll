; test error
@g = global i64 null
; EXPECTED:
; 2:17: error: null must be a pointer type
