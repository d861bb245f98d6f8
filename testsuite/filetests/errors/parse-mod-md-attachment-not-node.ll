; test error
@g = global i32 0, !dbg 5
; EXPECTED:
; 2:25: error: expected metadata, found '5'
