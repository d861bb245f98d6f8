; test error
$c = comdat any
@g = global i32 0, comdat(c)
; EXPECTED:
; 3:27: error: expected comdat variable, found 'c'
