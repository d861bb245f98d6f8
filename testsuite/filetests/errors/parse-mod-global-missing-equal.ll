; test error
@g global i32 0
; EXPECTED:
; 2:4: error: expected '=', found 'global'
