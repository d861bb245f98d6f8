; test error
%T = type [2 x %T]
; EXPECTED:
; 2:16: error: use of undefined type named 'T'
