; test error
ret void
; EXPECTED:
; 2:1: error: expected top-level entity, found 'ret'
