; test error
@g = external global void*
; EXPECTED:
; 2:26: error: pointers to void are invalid - use i8* instead
