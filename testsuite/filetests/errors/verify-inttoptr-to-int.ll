; test error
define i64 @f(i32 %a) {
  %x = inttoptr i32 %a to i64
  ret i64 %x
}
; EXPECTED:
; 3:8: error: invalid cast opcode for cast from 'i32' to 'i64'
