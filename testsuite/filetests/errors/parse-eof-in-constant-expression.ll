; test error
@g = global i64 ptrtoint (ptr @g
; EXPECTED:
; 3:1: error: expected 'to', found end of file
