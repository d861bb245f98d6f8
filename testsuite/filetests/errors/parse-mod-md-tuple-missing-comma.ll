; test error
!0 = !{}
!1 = !{!0 !0}
; EXPECTED:
; 3:11: error: expected ',' or '}' in metadata tuple, found '!'
