; test error
define i32 @f(i32 %a) {
  %b = add i32 %a
  ret i32 %b
}
; EXPECTED:
; 4:3: error: expected ',' in binary operator, found 'ret'
