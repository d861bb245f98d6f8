; test error
define i32 @f(i32 %a) {
  %b = add i32 %a, %
  ret i32 %b
}
; EXPECTED:
; 3:20: error: expected a name or number after '%'
