; test error
@"a\00b" = global i32 0
; EXPECTED:
; 2:1: error: null bytes are not allowed in names
