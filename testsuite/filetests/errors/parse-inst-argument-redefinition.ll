; test error
define i32 @f(i32 %a, i32 %a) {
  ret i32 %a
}
; EXPECTED:
; 2:27: error: redefinition of argument '%a'
