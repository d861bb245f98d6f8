; test error
@g = global i32 true
; EXPECTED:
; 2:17: error: boolean constant must have type i1
