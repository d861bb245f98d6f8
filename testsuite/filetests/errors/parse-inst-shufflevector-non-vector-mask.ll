; test error
define <2 x i32> @f(<2 x i32> %a) {
  %r = shufflevector <2 x i32> %a, <2 x i32> %a, i32 0
  ret <2 x i32> %r
}
; EXPECTED:
; 3:50: error: invalid shufflevector operands
