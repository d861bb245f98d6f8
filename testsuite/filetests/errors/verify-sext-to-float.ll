; test error
define float @f(i32 %a) {
  %x = sext i32 %a to float
  ret float %x
}
; EXPECTED:
; 3:8: error: invalid cast opcode for cast from 'i32' to 'float'
