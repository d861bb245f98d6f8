; test error
@g = external global [4 i32]
; EXPECTED:
; 2:25: error: expected 'x', found 'i32'
