; test error
@g = external global <4 x { i32 }>
; EXPECTED:
; 2:27: error: invalid vector element type
