; test error
attributes #0 = { nounwind
; EXPECTED:
; 3:1: error: expected '}' or attribute, found end of file
