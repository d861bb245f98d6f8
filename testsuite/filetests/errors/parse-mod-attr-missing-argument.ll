; test error
declare void @f(ptr dereferenceable)
; EXPECTED:
; 2:36: error: expected '(' after attribute, found ')'
