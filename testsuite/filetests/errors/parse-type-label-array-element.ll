; test error
@g = external global [2 x label]
; EXPECTED:
; 2:27: error: invalid array element type
