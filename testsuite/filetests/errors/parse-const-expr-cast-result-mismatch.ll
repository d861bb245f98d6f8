; test error
@g = global i64 ptrtoint (ptr @g to i32)
; EXPECTED:
; 2:17: error: constant expression type mismatch: got type 'i32' but expected 'i64'
