; test error
define float @f(double %a) {
  %x = fpext double %a to float
  ret float %x
}
; EXPECTED:
; 3:8: error: invalid cast opcode for cast from 'double' to 'float'
