; test error
@x = global i32 0
@a = available_externally alias i32, ptr @x
; EXPECTED:
; 1:1: error: available_externally alias must point to available_externally global value: @a
