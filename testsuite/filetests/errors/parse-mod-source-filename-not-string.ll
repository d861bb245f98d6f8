; test error
source_filename = a.c
; EXPECTED:
; 2:19: error: expected string, found 'a.c'
