; test error
@g = appending global i32 0
; EXPECTED:
; 1:1: error: only global arrays can have appending linkage: @g
