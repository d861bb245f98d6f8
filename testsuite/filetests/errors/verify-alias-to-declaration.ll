; test error
@x = external global i32
@a = alias i32, ptr @x
; EXPECTED:
; 1:1: error: alias must point to a definition: @a
