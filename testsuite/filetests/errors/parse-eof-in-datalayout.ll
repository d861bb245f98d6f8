; test error
target datalayout =
; EXPECTED:
; 3:1: error: expected string, found end of file
