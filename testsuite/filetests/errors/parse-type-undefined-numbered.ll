; test error
@g = external global %3
; EXPECTED:
; 2:22: error: use of undefined type '%3'
