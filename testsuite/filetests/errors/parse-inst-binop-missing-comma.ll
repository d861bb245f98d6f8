; test error
define i32 @f(i32 %a) {
  %b = mul i32 %a %a
  ret i32 %b
}
; EXPECTED:
; 3:19: error: expected ',' in binary operator, found '%a'
