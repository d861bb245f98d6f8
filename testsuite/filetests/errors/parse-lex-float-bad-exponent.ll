; test error
@d = global double 1.5e
; EXPECTED:
; 2:23: error: expected top-level entity, found 'e'
