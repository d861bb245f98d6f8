; test error
@g = global i32
; EXPECTED:
; 3:1: error: expected constant, found end of file
