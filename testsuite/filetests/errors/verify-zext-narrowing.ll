; test error
define i8 @f(i32 %a) {
  %x = zext i32 %a to i8
  ret i8 %x
}
; EXPECTED:
; 3:8: error: invalid cast opcode for cast from 'i32' to 'i8'
