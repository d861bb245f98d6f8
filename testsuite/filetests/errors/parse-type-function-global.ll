; test error
@g = external global void ()
; EXPECTED:
; 2:22: error: invalid type for global variable
