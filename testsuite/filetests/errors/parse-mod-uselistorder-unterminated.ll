; test error
@g = global i32 0
uselistorder ptr @g, { 1, 0
; EXPECTED:
; 4:1: error: expected '}', found end of file
