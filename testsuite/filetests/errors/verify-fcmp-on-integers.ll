; test error
define i1 @f(i32 %a) {
  %x = fcmp oeq i32 %a, %a
  ret i1 %x
}
; EXPECTED:
; 3:8: error: invalid operand types for FCmp instruction: 'i32'
