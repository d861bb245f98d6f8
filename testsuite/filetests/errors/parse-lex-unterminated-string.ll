; test error
@s = global [3 x i8] c"abc
@t = global i32 0
; EXPECTED:
; 2:23: error: unterminated string constant (end of file before the closing '"')
