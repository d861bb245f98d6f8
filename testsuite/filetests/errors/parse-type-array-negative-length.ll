; test error
@g = external global [-1 x i32]
; EXPECTED:
; 2:23: error: expected array length, found '-1'
