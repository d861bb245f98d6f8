; test error
@a = alias i32, ptr @b
@b = alias i32, ptr @a
; EXPECTED:
; 1:1: error: aliases cannot form a cycle: @a
