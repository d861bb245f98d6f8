; test error
@g = external global <0 x i32>
; EXPECTED:
; 2:23: error: zero or too large vector length
