; test error
@g = global i32 0, comdat($nope)
; EXPECTED:
; 2:27: error: use of undefined comdat '$nope'
