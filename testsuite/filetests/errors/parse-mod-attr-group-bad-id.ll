; test error
attributes 0 = { nounwind }
; EXPECTED:
; 2:12: error: expected attribute group id, found '0'
