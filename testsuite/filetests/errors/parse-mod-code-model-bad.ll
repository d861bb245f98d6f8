; test error
@g = global i32 0, code_model "huge"
; EXPECTED:
; 2:31: error: invalid code model 'huge' (expected tiny, small, kernel, medium or large)
