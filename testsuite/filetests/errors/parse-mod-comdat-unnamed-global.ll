; test error
@0 = global i32 0, comdat
; EXPECTED:
; 2:20: error: comdat cannot be unnamed
