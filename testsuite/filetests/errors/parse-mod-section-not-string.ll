; test error
@g = global i32 0, section data
; EXPECTED:
; 2:28: error: expected section name, found 'data'
