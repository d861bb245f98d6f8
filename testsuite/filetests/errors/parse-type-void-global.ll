; test error
@g = external global void
; EXPECTED:
; 2:22: error: void type only allowed for function results
