; test error
@g = internal i32 0
; EXPECTED:
; 2:15: error: expected 'global' or 'constant', found 'i32'
