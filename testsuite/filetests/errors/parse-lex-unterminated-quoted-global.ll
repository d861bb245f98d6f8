; test error
@"foo = global i32 0
; EXPECTED:
; 2:1: error: unterminated quoted name (end of file before the closing '"')
