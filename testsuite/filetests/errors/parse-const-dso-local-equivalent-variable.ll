; test error
@b = global ptr dso_local_equivalent @g
@g = global i32 0
; EXPECTED:
; 2:38: error: expected a function, alias to function, or ifunc in dso_local_equivalent
