; test error
target triple = x86_64-linux-gnu
; EXPECTED:
; 2:17: error: expected string, found 'x86_64-linux-gnu'
