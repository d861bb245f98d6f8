; test error
@g = global i32 12abc
; EXPECTED:
; 2:17: error: expected constant, found '12abc'
