; test error
declare internal void @f()
; EXPECTED:
; 2:9: error: invalid linkage for function declaration
