; test error
define <4 x i32> @f(<4 x i32> %v) {
  %e = insertelement <4 x i32> %v, i64 1, i32 0
  ret <4 x i32> %e
}
; EXPECTED:
; 3:8: error: invalid insertelement operands
