; test error
define i32 @f(i32 %a) {
  %x = fneg i32 %a
  ret i32 %x
}
; EXPECTED:
; 3:8: error: fneg operator only works with float types, not 'i32'
