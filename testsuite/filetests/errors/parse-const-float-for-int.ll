; test error
@g = global i32 1.5
; EXPECTED:
; 2:17: error: floating point constant must have floating point type
