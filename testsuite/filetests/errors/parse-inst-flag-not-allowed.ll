; test error
define i32 @f(i32 %a) {
  %b = add exact i32 %a, 1
  ret i32 %b
}
; EXPECTED:
; 3:12: error: expected type, found 'exact'
