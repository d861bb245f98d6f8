; test error
!1 = !{}
!0 = !{!1,
; EXPECTED:
; 4:1: error: expected type, found end of file
