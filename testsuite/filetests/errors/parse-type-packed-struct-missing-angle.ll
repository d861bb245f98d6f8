; test error
%T = type <{ i32, i8 }
@g = external global %T
; EXPECTED:
; 3:1: error: expected '>' in packed struct, found '@g'
