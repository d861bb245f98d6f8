; test error
@x = global i32 0
@w = weak alias i32, ptr @x
@a = alias i32, ptr @w
; EXPECTED:
; 1:1: error: alias cannot point to an interposable alias: @a
