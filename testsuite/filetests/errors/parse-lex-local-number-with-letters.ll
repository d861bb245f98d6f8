; test error
define i32 @f(i32 %a) {
  %1x = add i32 %a, 1
  ret i32 %a
}
; EXPECTED:
; 3:3: error: invalid name '%1x': a numbered name is all digits
