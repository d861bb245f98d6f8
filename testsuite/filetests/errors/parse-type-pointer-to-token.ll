; test error
@g = external global token*
; EXPECTED:
; 2:27: error: pointer to this type is invalid
