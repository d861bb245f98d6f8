; test error
!0 = !{!"abc}
; EXPECTED:
; 2:9: error: unterminated string constant (end of file before the closing '"')
