; test error
attributes #0 = { nounwind fast }
; EXPECTED:
; 2:28: error: expected '}' or attribute, found 'fast'
