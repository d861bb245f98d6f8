; test error
@g = external global ptr*
; EXPECTED:
; 2:25: error: ptr* is invalid - use ptr instead
