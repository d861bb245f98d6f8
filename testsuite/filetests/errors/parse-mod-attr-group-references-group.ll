; test error
attributes #0 = { #1 }
; EXPECTED:
; 2:19: error: cannot have an attribute group reference in an attribute group
