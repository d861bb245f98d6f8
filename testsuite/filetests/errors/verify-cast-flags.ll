; test error
define i64 @f(i32 %x) {
  %y = sext nneg i32 %x to i64
  ret i64 %y
}
; EXPECTED:
; 3:8: error: invalid flags for sext
