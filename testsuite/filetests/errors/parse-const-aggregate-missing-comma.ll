; test error
@g = global [2 x i32] [i32 1 i32 2]
; EXPECTED:
; 2:30: error: expected ',' in constant list, found 'i32'
