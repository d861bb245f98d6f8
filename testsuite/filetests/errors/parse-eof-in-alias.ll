; test error
@g = global i32 0
@a = alias i32,
; EXPECTED:
; 4:1: error: expected type, found end of file
