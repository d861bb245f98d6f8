; test error
define i32
; EXPECTED:
; 3:1: error: expected function name, found end of file
