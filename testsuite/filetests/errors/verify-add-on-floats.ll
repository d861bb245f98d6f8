; test error
define float @f(float %a) {
  %x = add float %a, %a
  ret float %x
}
; EXPECTED:
; 3:8: error: integer arithmetic operators only work with integral types: 'add' is 'float'
