; test error
define i32 @f(i32 %a) {
  %b = sdiv fast i32 %a, 3
  ret i32 %b
}
; EXPECTED:
; 3:13: error: expected type, found 'fast'
