; test error
@g = global i32 ptrtoint (i32 1 to i32)
; EXPECTED:
; 2:17: error: invalid cast opcode for cast from 'i32' to 'i32'
