; test error
declare void @f(label*)
; EXPECTED:
; 2:22: error: basic block pointers are invalid
