; test error
@h = global i32 0
@g = global i64 @h
; EXPECTED:
; 3:17: error: global variable reference must have pointer type
