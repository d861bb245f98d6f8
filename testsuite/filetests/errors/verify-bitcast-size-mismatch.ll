; test error
define double @f(i32 %a) {
  %x = bitcast i32 %a to double
  ret double %x
}
; EXPECTED:
; 3:8: error: invalid cast opcode for cast from 'i32' to 'double'
