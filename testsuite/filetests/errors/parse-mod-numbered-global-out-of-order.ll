; test error
@1 = global i32 0
@0 = global i32 1
; EXPECTED:
; 3:1: error: global expected to be numbered '@2' or greater
