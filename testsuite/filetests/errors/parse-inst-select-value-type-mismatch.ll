; test error
define i32 @f(i1 %c) {
  %r = select i1 %c, i32 1, i64 2
  ret i32 %r
}
; EXPECTED:
; 3:29: error: select values must have the same type
