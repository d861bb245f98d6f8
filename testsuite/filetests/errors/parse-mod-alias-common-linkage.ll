; test error
@g = global i32 0
@a = common alias i32, ptr @g
; EXPECTED:
; 3:1: error: invalid linkage type for alias
