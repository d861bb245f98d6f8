; test error
define i32 @f(i32 %a) {
entry:
  %b = add i32 %a,
; EXPECTED:
; 5:1: error: expected constant, found end of file
