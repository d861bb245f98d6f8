; test error
%T = type { i32, i64
@g = external global %T
; EXPECTED:
; 3:1: error: expected ',' or '}' in struct type, found '@g'
