; test error
define i32 @f(i1 %c) {
  %s = select fast i1 %c, i32 1, i32 2
  ret i32 %s
}
; EXPECTED:
; 3:8: error: fast-math flags specified for select without floating-point scalar or vector type
