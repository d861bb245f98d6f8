; test error
@g = external global int
; EXPECTED:
; 2:22: error: expected type, found 'int'
