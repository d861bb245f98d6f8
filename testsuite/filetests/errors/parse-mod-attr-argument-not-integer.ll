; test error
declare void @f(ptr dereferenceable(x))
; EXPECTED:
; 2:37: error: expected integer, found 'x'
