; test error
@s = global [3 x i8] c abc
; EXPECTED:
; 2:24: error: expected string after 'c', found 'abc'
