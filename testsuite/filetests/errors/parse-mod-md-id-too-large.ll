; test error
!4294967296 = !{}
; EXPECTED:
; 2:2: error: metadata id is too large
