; test error
declare void @f() "key"=1
; EXPECTED:
; 2:25: error: expected attribute value, found '1'
