; test error
@g = global ptr none
; EXPECTED:
; 2:17: error: none constant must have token type
