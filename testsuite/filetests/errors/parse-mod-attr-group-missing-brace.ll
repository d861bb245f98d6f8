; test error
attributes #0 = nounwind
; EXPECTED:
; 2:17: error: expected '{', found 'nounwind'
