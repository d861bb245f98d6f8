; test error
!0 = !{! }
; EXPECTED:
; 2:10: error: expected metadata, found '}'
