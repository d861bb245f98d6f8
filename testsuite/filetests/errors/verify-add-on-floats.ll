; test error
define float @f(float %a) {
  %x = add float %a, %a
  ret float %x
}
; EXPECTED:
; 3:8: error: 'add' requires integer operands
