; test error
target cpu = "x86-64"
; EXPECTED:
; 2:8: error: expected 'triple' or 'datalayout', found 'cpu'
