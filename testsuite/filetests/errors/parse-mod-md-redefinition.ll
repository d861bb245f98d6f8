; test error
!0 = !{}
!0 = !{!"x"}
; EXPECTED:
; 3:1: error: metadata id '!0' is already used
