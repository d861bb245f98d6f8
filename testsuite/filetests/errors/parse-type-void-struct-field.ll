; test error
%T = type { i32, void }
; EXPECTED:
; 2:18: error: void type only allowed for function results
