; test error
%T = type { i32,
; EXPECTED:
; 3:1: error: expected type, found end of file
