; test error
declare void @f(ptr byref)
; EXPECTED:
; 2:26: error: expected '(' after attribute, found ')'
