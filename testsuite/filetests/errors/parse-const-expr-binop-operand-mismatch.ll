; test error
@g = global i64 add (i64 1, i32 2)
; EXPECTED:
; 2:17: error: operands of constant expression must have the same type
