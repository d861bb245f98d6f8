; test error
%T = type { i32 i64 }
; EXPECTED:
; 2:17: error: expected ',' or '}' in struct type, found 'i64'
