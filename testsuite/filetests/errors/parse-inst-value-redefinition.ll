; test error
define i32 @f(i32 %a) {
  %x = add i32 %a, 1
  %x = add i32 %a, 2
  ret i32 %x
}
; EXPECTED:
; 4:3: error: redefinition of '%x'
