; test error
define
; EXPECTED:
; 3:1: error: expected type, found end of file
