; test error
%T = type { i32 }
%T = type { i64 }
; EXPECTED:
; 3:1: error: redefinition of type '%T'
