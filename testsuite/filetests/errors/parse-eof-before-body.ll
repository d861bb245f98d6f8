; test error
define void @f()
; EXPECTED:
; 3:1: error: expected '{' in function body, found end of file
