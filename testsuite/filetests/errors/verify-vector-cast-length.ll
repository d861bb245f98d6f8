; test error
define <4 x i64> @f(<2 x i32> %a) {
  %x = zext <2 x i32> %a to <4 x i64>
  ret <4 x i64> %x
}
; EXPECTED:
; 3:8: error: invalid cast opcode for cast from '<2 x i32>' to '<4 x i64>'
